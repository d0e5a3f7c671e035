import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, subscriptionCancelPath } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { goToCheckout } from '../lib/go-to-checkout';
import { ok, subscriptionView } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { SubscriptionsPage } from './SubscriptionsPage';

vi.mock('../lib/go-to-checkout', () => ({ goToCheckout: vi.fn() }));
beforeEach(() => vi.mocked(goToCheckout).mockClear());

describe('subscriptions screen', { timeout: 30_000 }, () => {
  it('cancels at the period end after confirming, and shows the plan ending', async () => {
    const user = userEvent.setup({ delay: null });
    let cancelled = false;
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.paymentSubscriptions) {
        return ok([subscriptionView(cancelled ? { cancelAtPeriodEnd: true, canCancel: false } : {})], { total: 1 });
      }
      if (path === subscriptionCancelPath(41) && config.method === 'post') {
        cancelled = true;
        return ok(subscriptionView({ cancelAtPeriodEnd: true, canCancel: false }), { message: 'Your subscription will end at the end of the current period.' });
      }
      if (path === API.billingPortal) return ok({ url: null });
      return { status: 404 };
    });
    renderScreen(<SubscriptionsPage />, { token: makeToken(), path: '/candidate/subscriptions' });

    const row = await screen.findByTestId('subscription-row');
    expect(row).toHaveTextContent('Standard');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('£2.99 a month');
    expect(JSON.parse(sentRequests.find((config) => pathOf(config) === API.paymentSubscriptions)!.data as string)).toEqual({ page: 1, limit: 10 });

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel your Standard plan? You keep your plan until 22 Dec 2026.');
    expect(cancelled).toBe(false); // nothing happens until the person says yes

    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Your subscription is cancelled. You keep your plan until 22 Dec 2026.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('subscription-row')).toHaveTextContent('Ends on 22 Dec 2026'));
    expect(within(screen.getByTestId('subscription-row')).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers "Pay now" for an unpaid subscription and the way to the plans when there is none', async () => {
    answerWith((config) =>
      pathOf(config) === API.paymentSubscriptions
        ? ok([subscriptionView({ id: 52, status: 'past_due', canRetry: true, canCancel: false, lastFailureMessage: 'Your card was declined.' })], { total: 1 })
        : pathOf(config) === API.billingPortal
          ? ok({ url: 'https://billing.example.com/session/1' })
          : { status: 404 },
    );
    const view = renderScreen(<SubscriptionsPage />, { token: makeToken(), path: '/candidate/subscriptions' });
    const row = await screen.findByTestId('subscription-row');
    expect(row).toHaveTextContent('Payment failed');
    expect(within(row).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/retry-payment/52');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://billing.example.com/session/1'));
    expect(sentRequests.filter((config) => pathOf(config) === API.billingPortal)).toHaveLength(2); // a fresh session for the click
    view.unmount();

    answerWith((config) => (pathOf(config) === API.paymentSubscriptions ? ok([], { total: 0 }) : { status: 404 }));
    renderScreen(<SubscriptionsPage />, { token: makeToken({ roles: ['employer'] }), path: '/employer/subscriptions' });
    expect(await screen.findByText('You have no subscriptions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/employer/upgrade-account');
  });
});
