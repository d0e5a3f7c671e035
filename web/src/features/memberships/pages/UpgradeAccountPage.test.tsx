import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_KEY_HEADER } from '@fj/shared';
import { answerWith, pathOf, sentRequests, type FakeAnswer } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { goToCheckout } from '../lib/go-to-checkout';
import { CANDIDATE_MEMBERSHIP_TYPES, ok } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { UpgradeAccountPage } from './UpgradeAccountPage';

vi.mock('../lib/go-to-checkout', () => ({ goToCheckout: vi.fn() }));
beforeEach(() => vi.mocked(goToCheckout).mockClear());

const checkouts = () => sentRequests.filter((config) => pathOf(config) === API.checkoutMembership);
const keyOf = (index: number) => checkouts()[index].headers[IDEMPOTENCY_KEY_HEADER] as string;

describe('upgrade account', { timeout: 30_000 }, () => {
  it('chooses a plan, shows what will be charged and goes to the provider with one key per intent', async () => {
    const user = userEvent.setup({ delay: null });
    const answers: FakeAnswer[] = [
      { status: 502, body: { success: false, statusCode: 502, error: 'Bad Gateway', message: 'The payment provider did not answer. Please try again.' } },
      { status: 409, body: { success: false, statusCode: 409, error: 'Conflict', message: 'You are already on this plan.' } },
      ok({ paymentId: 9, subscriptionId: 41, checkoutUrl: 'http://127.0.0.1:4000/payment/sandbox/checkout/cs_1' }),
    ];
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.membershipTypes) return ok(CANDIDATE_MEMBERSHIP_TYPES);
      if (path === API.dashboardData) return ok({ membership: 'STANDARD', standardCredits: 5, premiumCredits: 2 });
      if (path === API.checkoutMembership) return answers.shift()!;
      return { status: 404 };
    });
    renderScreen(<UpgradeAccountPage />, { token: makeToken(), path: '/candidate/upgrade-account', route: '/candidate/upgrade-account' });

    expect(await screen.findByText('Your plan now: Standard')).toBeInTheDocument();
    // FREE is not an upgrade; the suggestion is the tier above the current one.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Elite — £5.99 a month' })).toBeChecked());
    expect(screen.queryByRole('radio', { name: 'Free — no payment needed' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/candidate/upgrade-account?step=2&membership=ELITE&interval=year');
    expect(await screen.findByText('You will be charged £59.90 today; cancel anytime.')).toBeInTheDocument();

    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('The payment provider did not answer. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('You are already on this plan.')).toBeInTheDocument();
    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:4000/payment/sandbox/checkout/cs_1'));

    expect(checkouts()).toHaveLength(3);
    expect(JSON.parse(checkouts()[0].data as string)).toEqual({ planCode: 'candidate-elite-year' });
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0)); // a retry after no answer is the same attempt
    expect(keyOf(2)).not.toBe(keyOf(1)); // after a definite refusal, a new one
    expect(screen.getByTestId('pay-button')).toBeDisabled(); // leaving for the provider: no second checkout
  });
});
