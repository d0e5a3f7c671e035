import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER, subscriptionPath, subscriptionRetryPath } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { goToCheckout } from '../lib/go-to-checkout';
import { ok, subscriptionView } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { RetryPaymentPage } from './RetryPaymentPage';

vi.mock('../lib/go-to-checkout', () => ({ goToCheckout: vi.fn() }));
beforeEach(() => vi.mocked(goToCheckout).mockClear());

const ROUTE = '/retry-payment/:subscriptionId';

describe('retry payment page', { timeout: 30_000 }, () => {
  it('shows the unpaid subscription and its last failure, and pays it again at the provider', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      if (pathOf(config) === subscriptionPath(52)) {
        return ok(subscriptionView({ id: 52, membership: 'ELITE', amountMinor: 599, status: 'past_due', canRetry: true, canCancel: false, lastFailureMessage: 'Your card was declined.' }));
      }
      if (pathOf(config) === subscriptionRetryPath(52)) return ok({ paymentId: 77, subscriptionId: 52, checkoutUrl: 'https://checkout.example.com/cs_77' });
      return { status: 404 };
    });
    renderScreen(<RetryPaymentPage />, { token: makeToken(), path: '/retry-payment/52', route: ROUTE });
    expect(await screen.findByText('The last attempt failed: Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay £5.99 now' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.example.com/cs_77'));
    const retry = sentRequests.find((config) => pathOf(config) === subscriptionRetryPath(52))!;
    expect(retry.method).toBe('post');
    expect(retry.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says a paid subscription is paid, and an unknown one is not found', async () => {
    answerWith((config) =>
      pathOf(config) === subscriptionPath(41)
        ? ok(subscriptionView())
        : { status: 404, body: { success: false, statusCode: 404, error: 'Not Found', message: 'Subscription not found' } },
    );
    const view = renderScreen(<RetryPaymentPage />, { token: makeToken(), path: '/retry-payment/41', route: ROUTE });
    expect(await screen.findByText('This subscription is paid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByTestId('retry-pay-button')).toBeNull();
    view.unmount();

    renderScreen(<RetryPaymentPage />, { token: makeToken(), path: '/retry-payment/999', route: ROUTE });
    expect(await screen.findByText('This subscription was not found.')).toBeInTheDocument();
  });

  it('sends a visitor to log in and back here', async () => {
    renderScreen(<RetryPaymentPage />, { path: '/retry-payment/52', route: ROUTE });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin/'));
    expect(window.sessionStorage.getItem('redirect')).toBe('/retry-payment/52');
  });
});
