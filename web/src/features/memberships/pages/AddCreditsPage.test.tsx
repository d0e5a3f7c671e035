import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_KEY_HEADER } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { goToCheckout } from '../lib/go-to-checkout';
import { ok } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { AddCreditsPage } from './AddCreditsPage';

vi.mock('../lib/go-to-checkout', () => ({ goToCheckout: vi.fn() }));
beforeEach(() => vi.mocked(goToCheckout).mockClear());

const PACKAGES = [
  { code: 'job-credit-1', title: 'Single job post', standardCredits: 1, premiumCredits: 0, amountMinor: 3900, currency: 'GBP', displayPrice: '£39.00' },
  { code: 'recruiter-bundle', title: 'Recruiter bundle', standardCredits: 5, premiumCredits: 3, amountMinor: 29900, currency: 'GBP', displayPrice: '£299.00' },
];
const LEDGER = [
  { id: 3, kind: 'premium', delta: 3, balanceAfter: 3, reason: 'purchase', refType: 'payment', refId: '11', actorUserId: null, period: null, createdAt: '2026-11-20T09:00:00.000Z' },
  { id: 2, kind: 'standard', delta: -1, balanceAfter: 1, reason: 'job_post', refType: 'job', refId: '5', actorUserId: 7, period: null, createdAt: '2026-11-05T09:00:00.000Z' },
];

describe('add credits (employer)', { timeout: 30_000 }, () => {
  it('shows balances, the ledger in words and buys the preselected package at the provider', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.dashboardData) return ok({ membership: 'FREE', standardCredits: 1, premiumCredits: 3 });
      if (path === API.creditPackages) return ok(PACKAGES);
      if (path === API.creditLedger) return ok(LEDGER, { balance: { standard: 1, premium: 3 } });
      if (path === API.checkoutCreditPackage) return ok({ paymentId: 12, checkoutUrl: 'https://checkout.example.com/cs_12' });
      return { status: 404 };
    });
    renderScreen(<AddCreditsPage />, { token: makeToken({ roles: ['employer'] }), path: '/employer/add-credits?package=recruiter-bundle' });

    const balances = await screen.findByTestId('credit-balances');
    expect(balances).toHaveTextContent('Standard credits1');
    expect(balances).toHaveTextContent('Premium credits3');
    expect(await screen.findByText('Credit package bought')).toBeInTheDocument();
    expect(screen.getByText('-1 standard')).toBeInTheDocument();
    expect(screen.getByText('Job posted')).toBeInTheDocument();

    const bundle = await screen.findByTestId('package-card-recruiter-bundle');
    expect(bundle).toHaveClass('billing-card--active');
    expect(bundle).toHaveTextContent('£299.00');
    expect(bundle).toHaveTextContent('Premium job credits: 3');
    await user.click(within(bundle).getByRole('button', { name: 'Buy Recruiter bundle' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.example.com/cs_12'));
    const checkout = sentRequests.find((config) => pathOf(config) === API.checkoutCreditPackage)!;
    expect(JSON.parse(checkout.data as string)).toEqual({ packageCode: 'recruiter-bundle' });
    expect(checkout.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refusal (a team member may not buy) on the page without ending the session', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.creditPackages) return ok(PACKAGES);
      if (path === API.checkoutCreditPackage) {
        return { status: 403, body: { success: false, statusCode: 403, error: 'Forbidden', message: 'Only the account owner or a team manager can buy credits.' } };
      }
      return { status: 404 };
    });
    const token = makeToken({ roles: ['team_member'] });
    renderScreen(<AddCreditsPage />, { token, path: '/employer/add-credits' });
    await user.click(await screen.findByRole('button', { name: 'Buy Single job post' }));
    expect(await screen.findByText('Only the account owner or a team manager can buy credits.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(goToCheckout).not.toHaveBeenCalled();
  });
});
