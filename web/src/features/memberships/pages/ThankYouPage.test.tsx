import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { paymentPath } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { ok, paymentView } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { ThankYouPage } from './ThankYouPage';

describe('thank-you page', { timeout: 30_000 }, () => {
  it('confirms while the payment is pending, then shows it received and continues to `next`', async () => {
    let asked = 0;
    answerWith((config) => {
      if (pathOf(config) !== paymentPath(9)) return { status: 404 };
      asked += 1;
      return ok(paymentView(asked < 2 ? { status: 'pending', receiptNumber: null, paidAt: null } : {}));
    });
    const view = renderScreen(<ThankYouPage />, { token: makeToken(), path: '/thank-you?payment=9&next=%2Fsignup%2F%3Fstep%3D4' });

    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.getByTestId('thank-you-status')).toHaveAttribute('data-status', 'pending');
    const invalidated: unknown[] = [];
    view.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') invalidated.push(event.query.queryKey);
    });
    // The page asks again by itself (every second) until the webhook has settled the payment.
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByTestId('thank-you-status')).toHaveAttribute('data-status', 'succeeded');
    expect(screen.getByText('Standard membership (monthly)')).toBeInTheDocument();
    expect(screen.getByTestId('thank-you-receipt')).toHaveTextContent('FJ-2026-000009');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/signup/?step=4');
    expect(asked).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(invalidated).toContainEqual(['billing', 'payment', 9]));

    const settled = asked;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(asked).toBe(settled); // no more polling once settled
  });

  it('shows why a failed payment failed and where to try again; an unsafe next goes to the dashboard', async () => {
    answerWith((config) =>
      pathOf(config) === paymentPath(12)
        ? ok(paymentView({ id: 12, status: 'failed', failureMessage: 'Your card was declined.', receiptNumber: null, subscriptionId: 41 }))
        : { status: 404 },
    );
    const view = renderScreen(<ThankYouPage />, { token: makeToken(), path: '/thank-you?payment=12&next=%2F%2Fevil.example.com' });
    expect(await screen.findByText('The payment did not go through.')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/retry-payment/41');
    view.unmount();

    answerWith((config) => (pathOf(config) === paymentPath(13) ? ok(paymentView({ id: 13 })) : { status: 404 }));
    renderScreen(<ThankYouPage />, { token: makeToken(), path: '/thank-you?payment=13&next=%2F%2Fevil.example.com' });
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('without a payment says thank you; with one but no session, sends the visitor to log in first', async () => {
    const view = renderScreen(<ThankYouPage />, { path: '/thank-you' });
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    view.unmount();

    renderScreen(<ThankYouPage />, { path: '/thank-you?payment=9', route: '/thank-you' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin/'));
    expect(window.sessionStorage.getItem('redirect')).toBe('/thank-you?payment=9');
    expect(sentRequests).toHaveLength(0);
  });
});
