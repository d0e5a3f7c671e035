import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { CANDIDATE_MEMBERSHIP_TYPES, EMPLOYER_MEMBERSHIP_TYPES, ok } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { CandidatePricingPage } from './CandidatePricingPage';
import { EmployerPackagesPage } from './EmployerPackagesPage';

const PACKAGES = [{ code: 'job-credits-5', title: 'Five job posts', standardCredits: 5, premiumCredits: 0, amountMinor: 14900, currency: 'GBP', displayPrice: '£149.00' }];

function catalogue() {
  answerWith((config) => {
    const path = pathOf(config);
    const audience = new URLSearchParams((config.url ?? '').split('?')[1]).get('audience');
    if (path === API.membershipTypes) return ok(audience === 'employer' ? EMPLOYER_MEMBERSHIP_TYPES : CANDIDATE_MEMBERSHIP_TYPES);
    if (path === API.creditPackages) return ok(PACKAGES);
    if (path === API.dashboardData) return ok({ membership: 'STANDARD', standardCredits: 5, premiumCredits: 2 });
    return { status: 404 };
  });
}

describe('pricing pages', { timeout: 30_000 }, () => {
  it('candidate pricing: a visitor chooses into sign-up with the plan and interval', async () => {
    const user = userEvent.setup({ delay: null });
    catalogue();
    renderScreen(<CandidatePricingPage />, { path: '/plans/candidate-pricing/' });
    const elite = await screen.findByTestId('plan-card-ELITE');
    expect(elite).toHaveTextContent('£5.99 a month');
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(elite).toHaveTextContent('£59.90 a year');
    expect(within(elite).getByRole('link', { name: 'Choose Elite' })).toHaveAttribute('href', '/signup/?step=1&membership=ELITE&interval=year');
    expect(screen.getByTestId('plan-card-FREE')).toHaveTextContent('No charge');
    expect(screen.getByRole('table')).toHaveTextContent('Full jobs board access');
  });

  it('candidate pricing: a member upgrades, with the current plan marked and not offered', async () => {
    catalogue();
    renderScreen(<CandidatePricingPage />, { token: makeToken(), path: '/plans/candidate-pricing/' });
    await waitFor(() => expect(screen.getByTestId('plan-card-STANDARD')).toHaveTextContent('Your current plan'));
    expect(within(screen.getByTestId('plan-card-STANDARD')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('plan-card-FREE')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('plan-card-UNLIMITED')).getByRole('link', { name: 'Choose Unlimited' })).toHaveAttribute(
      'href',
      '/candidate/upgrade-account?membership=UNLIMITED&interval=month',
    );
  });

  // Issue 19 (every-link guard): their header's Candidates link asked for a candidate dashboard they do not have (403).
  it.each(['datascout', 'content_editor'] as const)('candidate pricing for a %s: the plans, without asking for a membership it has not got', async (role) => {
    catalogue();
    renderScreen(<CandidatePricingPage />, { token: makeToken({ roles: [role] }), path: '/plans/candidate-pricing/' });
    expect(await screen.findByTestId('plan-card-ELITE')).toBeInTheDocument();
    expect(sentRequests.map(pathOf)).not.toContain(API.dashboardData);
  });

  it('employer packages: a visitor logs in first and comes back to the package; an employer buys directly', async () => {
    const user = userEvent.setup({ delay: null });
    catalogue();
    const view = renderScreen(<EmployerPackagesPage />, { path: '/employer/packages/', route: '/employer/packages/' });
    const pack = await screen.findByTestId('package-card-job-credits-5');
    expect(pack).toHaveTextContent('£149.00');
    expect(await screen.findByTestId('plan-card-ELITE')).toHaveTextContent('£59.90 a month');
    await user.click(within(pack).getByRole('button', { name: 'Log in to buy Five job posts' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin/'));
    expect(window.sessionStorage.getItem('redirect')).toBe('/employer/add-credits?package=job-credits-5');
    view.unmount();

    renderScreen(<EmployerPackagesPage />, { token: makeToken({ roles: ['employer'] }), path: '/employer/packages/' });
    const owned = await screen.findByTestId('package-card-job-credits-5');
    expect(within(owned).getByRole('link', { name: 'Buy Five job posts' })).toHaveAttribute('href', '/employer/add-credits?package=job-credits-5');
    await waitFor(() => expect(screen.getByTestId('plan-card-STANDARD')).toHaveTextContent('Your current plan'));
    expect(within(screen.getByTestId('plan-card-ELITE')).getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute(
      'href',
      '/employer/upgrade-account?membership=ELITE&interval=month',
    );
  });
});
