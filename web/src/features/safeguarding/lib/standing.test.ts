import { describe, expect, it } from 'vitest';
import type { BackgroundCheckDto } from '@fj/shared';
import { safeguardingStanding } from './standing';

const check = (overrides: Partial<BackgroundCheckDto>): BackgroundCheckDto => ({
  id: 1,
  checkType: 'dbs-enhanced',
  referenceNumber: '1',
  issuedOn: '2026-01-01',
  expiresOn: '2029-01-01',
  status: 'pending',
  valid: false,
  expired: false,
  rejectionReason: '',
  certificateMediaId: 1,
  certificateName: 'c.pdf',
  reviewedAt: null,
  created: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('safeguardingStanding', () => {
  it('names the reason the API would give', () => {
    expect(safeguardingStanding([])).toEqual({ kind: 'no-check' });
    expect(safeguardingStanding([check({ status: 'rejected' })])).toEqual({ kind: 'check-rejected' });
    expect(safeguardingStanding([check({ status: 'rejected' }), check({ status: 'verified', expired: true, expiresOn: '2026-02-01' })])).toEqual({ kind: 'check-expired', expiresOn: '2026-02-01' });
    expect(safeguardingStanding([check({ status: 'verified', expired: true }), check({ status: 'pending' })])).toEqual({ kind: 'check-pending' });
    expect(safeguardingStanding([check({ status: 'pending' }), check({ status: 'verified', valid: true })])).toEqual({ kind: 'valid' });
  });
});
