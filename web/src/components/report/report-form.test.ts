import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '@fj/shared';
import { reportSchema, toReportRequest } from './report-form';

const t = (key: string) => key;

describe('the report form', () => {
  it('needs a reason; details and email are optional', async () => {
    const schema = reportSchema(t);
    await expect(schema.validate({ reason: '', details: '', email: '' })).rejects.toThrow('moderation.report.errors.reason');
    await expect(schema.validate({ reason: 'scam', details: '', email: '' })).resolves.toBeTruthy();
  });

  it('refuses details over the limit and an address that is not one', async () => {
    const schema = reportSchema(t);
    await expect(schema.validate({ reason: 'spam', details: 'x'.repeat(REPORT_LIMITS.detailsMax + 1), email: '' })).rejects.toThrow('validation.tooLong');
    await expect(schema.validate({ reason: 'spam', details: '', email: 'not-an-address' })).rejects.toThrow('validation.email');
  });

  it('sends the email only for a visitor, and no empty details', () => {
    const values = { reason: 'scam' as const, details: '  ', email: 'fan@example.com' };
    expect(toReportRequest('job', 7, values, true)).toEqual({ kind: 'job', id: 7, reason: 'scam', email: 'fan@example.com' });
    expect(toReportRequest('job', 7, { ...values, details: ' Fee asked ' }, false)).toEqual({ kind: 'job', id: 7, reason: 'scam', details: 'Fee asked' });
  });
});
