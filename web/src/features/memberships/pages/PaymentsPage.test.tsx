import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, paymentReceiptPath } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { ok, paymentView } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { PaymentsPage } from './PaymentsPage';

afterEach(() => vi.restoreAllMocks());

describe('payments screen', { timeout: 30_000 }, () => {
  it('lists the payments with order lines and downloads a receipt with the session token', async () => {
    const user = userEvent.setup({ delay: null });
    const pdf = new Blob(['%PDF-1.7 receipt'], { type: 'application/pdf' });
    const saved: { href: string; download: string }[] = [];
    const createObjectURL = vi.fn(() => 'blob:receipt-9');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.paymentPayments) {
        return ok(
          [
            paymentView(),
            paymentView({
              id: 10,
              purpose: 'order',
              description: 'Shop order #3',
              amountMinor: 13475,
              status: 'failed',
              failureMessage: 'Your card was declined.',
              receiptNumber: null,
              paidAt: null,
              items: [
                { title: 'CV review', quantity: 2, unitPriceMinor: 4900, lineTotalMinor: 9800, discountMinor: 0 },
                { title: 'Mentoring hour', quantity: 1, unitPriceMinor: 3675, lineTotalMinor: 3675, listPriceMinor: 4900, discountMinor: 1225 },
              ],
            }),
          ],
          { total: 2 },
        );
      }
      if (path === paymentReceiptPath(9)) return { status: 200, body: pdf };
      return { status: 404 };
    });
    const token = makeToken();
    renderScreen(<PaymentsPage />, { token, path: '/employer/payments' });

    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Standard membership (monthly)');
    expect(rows[0]).toHaveTextContent('£2.99');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('FJ-2026-000009');
    expect(rows[1]).toHaveTextContent('2 × CV review — £98.00');
    expect(rows[1]).not.toHaveTextContent('2 × CV review — £98.00 (member discount');
    expect(rows[1]).toHaveTextContent('1 × Mentoring hour — £36.75 (member discount −£12.25)');
    expect(rows[1]).toHaveTextContent('Your card was declined.');
    expect(within(rows[1]).queryByRole('button', { name: /Download receipt/ })).toBeNull();

    await user.click(within(rows[0]).getByRole('button', { name: 'Download receipt FJ-2026-000009' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:receipt-9', download: 'receipt-FJ-2026-000009.pdf' }]));
    const request = sentRequests.find((config) => pathOf(config) === paymentReceiptPath(9))!;
    expect(request.method).toBe('get');
    expect(request.responseType).toBe('blob');
    expect(request.headers.Authorization).toBe(`Bearer ${token}`);
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
  });

  it('says so when there are no payments yet', async () => {
    answerWith((config) => (pathOf(config) === API.paymentPayments ? ok([], { total: 0 }) : { status: 404 }));
    renderScreen(<PaymentsPage />, { token: makeToken(), path: '/candidate/payments' });
    expect(await screen.findByText('You have not made any payments yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-row')).toBeNull();
  });
});
