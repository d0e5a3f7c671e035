import { describe, expect, it } from 'vitest';
import { adminSidebar, visibleSidebar } from '../../../app/layouts/area/sidebars';
import { nextMove } from './status';

describe('the adviser’s next step', () => {
  it('offers only the next status of open → in review → answered → closed', () => {
    expect(nextMove('open')?.to).toBe('in_review');
    expect(nextMove('in_review')?.to).toBe('answered');
    expect(nextMove('answered')?.to).toBe('closed');
    expect(nextMove('closed')).toBeNull();
  });
});

describe('the admin menu of a contract adviser', () => {
  const labels = (roles: string[]) => visibleSidebar(adminSidebar(), roles).map((entry) => entry.labelKey);

  it('shows the queue and nothing else of the admin area', () => {
    expect(labels(['contract_adviser'])).toEqual(['sidebar.contractAdvice', 'common.logout']);
  });

  it('does not show the queue to an administrator who is not an adviser', () => {
    expect(labels(['administrator'])).not.toContain('sidebar.contractAdvice');
    expect(labels(['administrator', 'contract_adviser'])).toContain('sidebar.contractAdvice');
  });
});
