import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_KEY_HEADER, TOKEN_STORAGE_KEY } from '@fj/shared';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderApp } from '../../../test/render';
import { answerWith, pathOf, sentRequests, type FakeAnswer } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { candidateProfile } from '../../candidates/test/profile-fixture';
import { CANDIDATE_MEMBERSHIP_TYPES, ok } from '../../memberships/test/fixtures';
import { goToCheckout } from '../../memberships/lib/go-to-checkout';
import '../signup/profile-steps'; // the lazy chunk, transformed before the tests' timers start

// Leaving the SPA for the provider's page is a full navigation jsdom cannot make: the test sees where it would go.
vi.mock('../../memberships/lib/go-to-checkout', () => ({ goToCheckout: vi.fn() }));
vi.setConfig({ testTimeout: 45_000 });

const CHECKOUT_URL = 'http://localhost:4000/payment/sandbox/checkout/41';

const registered = (token: string) => ({
  status: 201,
  body: { success: true, token, user: { ID: 9, user_login: 'camjones', display_name: 'Cam Jones', displayName: 'Cam Jones' }, roles: ['candidate'] },
});

/** The API as the sign-up pages use it; `extra` answers first. */
function api(extra: (config: InternalAxiosRequestConfig) => FakeAnswer | undefined = () => undefined) {
  answerWith((config) => {
    const answer = extra(config);
    if (answer) return answer;
    const path = pathOf(config);
    if (path === API.membershipTypes) return ok(CANDIDATE_MEMBERSHIP_TYPES);
    if (path === API.profile) return ok({ ...candidateProfile(), ID: 9, user_login: 'camjones', profile: 'cam-jones', membership: 'FREE' });
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
}

async function fillCandidateForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name *'), 'Cam');
  await user.type(screen.getByLabelText('Last name *'), 'Jones');
  await user.type(screen.getByLabelText('Username *'), 'camjones');
  await user.type(screen.getByLabelText('Email *'), 'cam@example.com');
  await user.type(screen.getByLabelText('Password *'), 'Secret-pass-9');
  await user.type(screen.getByLabelText('Confirm password *'), 'Secret-pass-9');
  await user.selectOptions(screen.getByLabelText('I am a *'), 'coach');
  await user.click(screen.getByRole('checkbox'));
}

const registerBody = () => JSON.parse(String(sentRequests.find((request) => pathOf(request) === API.candidateRegister)?.data));
const candidateToken = () => makeToken({ roles: ['candidate'], displayName: 'Cam Jones' });

beforeEach(() => {
  vi.mocked(goToCheckout).mockClear();
});

describe('sign-up: membership and registration', () => {
  it('step 1 offers the plans per interval with the tier table; the choice travels in the URL to step 2', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderApp('/signup/?step=1');
    const step = await screen.findByTestId('signup-step-1');
    expect(await within(step).findByRole('radio', { name: 'Standard — £2.99 a month' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Standard applications per month 2 5 10 Unlimited/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Elite — £5.99 a month' }));
    expect(step).not.toHaveTextContent(/later step/i);
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const register = await screen.findByTestId('signup-step-2');
    expect(await within(register).findByTestId('chosen-plan')).toHaveTextContent('Membership: Elite, £59.90 a year.');
    // Back to step 1 keeps the choice (it is in the URL).
    await user.click(within(register).getByRole('link', { name: 'Change' }));
    expect(await screen.findByRole('radio', { name: 'Elite — £59.90 a year' })).toBeChecked();
  });

  it('409/422 field errors from the API appear under their fields and nothing is stored', async () => {
    const user = userEvent.setup({ delay: null });
    api((config) =>
      pathOf(config) === API.candidateRegister
        ? {
            status: 409,
            body: {
              success: false,
              statusCode: 409,
              error: 'Conflict',
              message: 'An account with this email already exists.',
              errors: { email: 'An account with this email already exists.' },
            },
          }
        : undefined,
    );
    renderApp('/signup/?step=2&membership=FREE');
    await screen.findByTestId('candidate-register-form');
    await fillCandidateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.querySelector('#field-email-error')).toHaveTextContent('An account with this email already exists.'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a free plan: registering stores the token and skips payment, straight to the profile steps', async () => {
    const user = userEvent.setup({ delay: null });
    const token = candidateToken();
    api((config) => (pathOf(config) === API.candidateRegister ? registered(token) : undefined));
    renderApp('/signup/?step=2&membership=FREE&interval=month');
    await screen.findByTestId('candidate-register-form');
    await fillCandidateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('signup-step-4')).toHaveTextContent('Step 1 of 6');
    expect(screen.queryByTestId('signup-step-3')).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(registerBody()).toMatchObject({ username: 'camjones', email: 'cam@example.com', profile_type: 'coach', membership: 'FREE', terms: true });
  });

  it('a paid plan: registering leads to the payment step, and the account is created FREE until paid', async () => {
    const user = userEvent.setup({ delay: null });
    api((config) => (pathOf(config) === API.candidateRegister ? registered(candidateToken()) : undefined));
    renderApp('/signup/?step=2&membership=STANDARD&interval=year');
    await screen.findByTestId('candidate-register-form');
    await fillCandidateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const payment = await screen.findByTestId('signup-step-3');
    expect(await within(payment).findByTestId('payment-price')).toHaveTextContent('£29.90 a year');
    expect(registerBody().membership).toBe('FREE');
  });

  it('a logged-in candidate who opens step 2 skips registration (paid plan → payment, free → profile)', async () => {
    api();
    const first = renderApp('/signup/?step=2&membership=ELITE&interval=month', { token: candidateToken() });
    expect(await screen.findByTestId('signup-step-3')).toBeInTheDocument();
    expect(screen.queryByTestId('candidate-register-form')).toBeNull();
    first.unmount();

    renderApp('/signup/?step=2&membership=FREE', { token: candidateToken() });
    expect(await screen.findByTestId('signup-step-4')).toBeInTheDocument();
  });

  it('a logged-in candidate choosing a paid plan on step 1 goes straight to payment', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderApp('/signup/?step=1', { token: candidateToken() });
    await user.click(await screen.findByRole('radio', { name: 'Unlimited — £9.99 a month' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('signup-step-3')).toHaveTextContent('Unlimited');
  });

  it('"I\'m hiring" leads to the one-step employer registration', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderApp('/signup/?step=1');
    await user.click(await screen.findByRole('link', { name: /I'm hiring/ }));
    expect(await screen.findByTestId('employer-register-form')).toBeInTheDocument();
    expect(screen.getByLabelText('Company or club name *')).toBeInTheDocument();
  });

  it('an employer registration goes to the employer dashboard, not to the candidate steps', async () => {
    const user = userEvent.setup({ delay: null });
    const token = makeToken({ roles: ['employer'], displayName: 'Leeds Juniors FC' });
    api((config) =>
      pathOf(config) === API.employerRegister
        ? { status: 201, body: { success: true, token, user: { ID: 3, displayName: 'Leeds Juniors FC' }, roles: ['employer'] } }
        : undefined,
    );
    renderApp('/signup/?step=2&account=employer');
    await screen.findByTestId('employer-register-form');
    await user.type(screen.getByLabelText('Company or club name *'), 'Leeds Juniors FC');
    await user.type(screen.getByLabelText('First name *'), 'Sam');
    await user.type(screen.getByLabelText('Last name *'), 'Reed');
    await user.type(screen.getByLabelText('Username *'), 'leedsjuniors');
    await user.type(screen.getByLabelText('Work email *'), 'sam@leedsjuniors.example');
    await user.type(screen.getByLabelText('Password *'), 'Secret-pass-9');
    await user.type(screen.getByLabelText('Confirm password *'), 'Secret-pass-9');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create employer account' }));
    expect(await screen.findByTestId('dashboard-employer')).toBeInTheDocument();
  });

  it('the later steps need a session: a visitor is sent to sign in', async () => {
    api();
    renderApp('/signup/?step=4');
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
  });
});

describe('sign-up: payment step', () => {
  it('shows the plan, interval and price, starts the checkout with the plan code and next step, and opens the provider page', async () => {
    const user = userEvent.setup({ delay: null });
    api((config) =>
      pathOf(config) === API.checkoutMembership
        ? { status: 201, body: { success: true, data: { paymentId: 41, subscriptionId: 12, checkoutUrl: CHECKOUT_URL } } }
        : undefined,
    );
    renderApp('/signup/?step=3&membership=STANDARD&interval=month', { token: candidateToken() });
    const step = await screen.findByTestId('signup-step-3');
    const summary = await within(step).findByTestId('payment-summary');
    expect(summary).toHaveTextContent('Standard');
    expect(summary).toHaveTextContent('Monthly');
    expect(summary).toHaveTextContent('£2.99 a month');
    expect(step).toHaveTextContent(/cancel anytime/i);

    await user.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    const call = sentRequests.find((request) => pathOf(request) === API.checkoutMembership)!;
    expect(JSON.parse(String(call.data))).toEqual({ planCode: 'candidate-standard-month', next: '/signup/?step=4' });
    expect(call.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(screen.getByTestId('pay-button')).toBeDisabled();
  });

  it('a refused checkout shows the API message inline and stays on the page', async () => {
    const user = userEvent.setup({ delay: null });
    api((config) =>
      pathOf(config) === API.checkoutMembership
        ? { status: 409, body: { success: false, statusCode: 409, error: 'Conflict', message: 'You already have this plan.' } }
        : undefined,
    );
    renderApp('/signup/?step=3&membership=ELITE&interval=year', { token: candidateToken() });
    await user.click(await screen.findByTestId('pay-button'));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('You already have this plan.');
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByTestId('pay-button')).toBeEnabled();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('"Continue with the free plan instead" goes on to the profile steps; a free plan never shows the payment step', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    const first = renderApp('/signup/?step=3&membership=ELITE&interval=month', { token: candidateToken() });
    await user.click(await screen.findByRole('link', { name: 'Continue with the free plan instead' }));
    expect(await screen.findByTestId('signup-step-4')).toBeInTheDocument();
    expect(sentRequests.some((request) => pathOf(request) === API.checkoutMembership)).toBe(false);
    first.unmount();

    renderApp('/signup/?step=3&membership=FREE', { token: candidateToken() });
    expect(await screen.findByTestId('signup-step-4')).toBeInTheDocument();
  });
});
