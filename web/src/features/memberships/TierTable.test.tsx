import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API, ROUTES } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../test/http';
import { CANDIDATE_MEMBERSHIP_TYPES, ok } from './test/fixtures';
import { renderScreen } from './test/render';
import { TierTable } from './TierTable';

/** The cell of `feature`'s row in `tier`'s column, as a reader (or screen reader) gets it. */
function cellOf(feature: string, tier: string): string {
  const table = screen.getByRole('table');
  const tiers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
  const row = within(table).getByRole('rowheader', { name: feature }).closest('tr')!;
  const cell = within(row).getAllByRole('cell')[tiers.indexOf(tier) - 1];
  return cell.querySelector('[aria-label]')?.getAttribute('aria-label') ?? cell.textContent ?? '';
}

describe('TierTable', { timeout: 30_000 }, () => {
  it('shows what each tier includes as the API lists it, with credits as counts and the featured wording', async () => {
    answerWith((config) => (pathOf(config) === API.membershipTypes ? ok(CANDIDATE_MEMBERSHIP_TYPES) : { status: 404 }));
    renderScreen(<TierTable selected="ELITE" />);
    const table = await screen.findByRole('table');
    expect(sentRequests.some((request) => request.url?.includes('audience=candidate'))).toBe(true);
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Full jobs board access',
      'Job alerts',
      'Newsletter',
      'CV upload',
      'Standard applications per month',
      'Premium applications per month',
      'CV searchable by recruiters',
      'Basic text CV',
      'Contact details on profile',
      'Hot list',
      'Partner downloads',
      'Featured candidate',
      'Social media profile share',
      '25% off mentoring, LinkedIn and CV services',
      'Create an interview',
      'WhatsApp community',
      'Specialist contract advice',
    ]);
    expect(cellOf('Job alerts', 'Free')).toBe('Included');
    expect(cellOf('Hot list', 'Free')).toBe('Not included');
    expect(cellOf('Hot list', 'Standard')).toBe('Included');
    expect(cellOf('Standard applications per month', 'Free')).toBe('2');
    expect(cellOf('Premium applications per month', 'Free')).toBe('Not included');
    expect(cellOf('Premium applications per month', 'Elite')).toBe('5');
    expect(cellOf('Standard applications per month', 'Unlimited')).toBe('Unlimited');
    expect(cellOf('Featured candidate', 'Standard')).toBe('Not included');
    expect(cellOf('Featured candidate', 'Elite')).toBe('1 month');
    expect(cellOf('Featured candidate', 'Unlimited')).toBe('Unlimited');
    expect(within(table).getByRole('columnheader', { name: 'Elite' })).toHaveClass('tier-selected');
  });

  it('follows the catalogue: a feature a tier no longer lists is not ticked, one no tier lists has no row', async () => {
    const changed = CANDIDATE_MEMBERSHIP_TYPES.map((type) => ({
      ...type,
      features: type.features.filter((key) => key !== 'contractAdvice' && !(key === 'hotList' && type.membership === 'ELITE')),
    }));
    answerWith((config) => (pathOf(config) === API.membershipTypes ? ok(changed) : { status: 404 }));
    renderScreen(<TierTable />);
    await screen.findByRole('table');
    expect(cellOf('Hot list', 'Standard')).toBe('Included');
    expect(cellOf('Hot list', 'Elite')).toBe('Not included');
    expect(screen.queryByRole('rowheader', { name: 'Specialist contract advice' })).toBeNull();
  });

  it("leads each perk's row to its screen", async () => {
    answerWith((config) => (pathOf(config) === API.membershipTypes ? ok(CANDIDATE_MEMBERSHIP_TYPES) : { status: 404 }));
    renderScreen(<TierTable />);
    const table = await screen.findByRole('table');
    const linked = within(table).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(linked).toEqual([
      ['Hot list', ROUTES.candidateHotList],
      ['Partner downloads', ROUTES.candidatePartnerDownloads],
      ['Social media profile share', ROUTES.candidateShareProfile],
      ['Create an interview', ROUTES.candidateRequestInterview],
      ['WhatsApp community', ROUTES.candidateCommunity],
      ['Specialist contract advice', ROUTES.candidateContractAdvice],
    ]);
  });

  it('says it is loading, then why the comparison is missing', async () => {
    answerWith(() => ({ status: 500, body: { success: false, statusCode: 500, error: 'Internal', message: 'Down' } }));
    renderScreen(<TierTable />);
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent('The comparison of the plans could not be loaded.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
