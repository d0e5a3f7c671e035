import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, TOKEN_STORAGE_KEY } from '@fj/shared';
import { renderApp } from '../../../test/render';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';

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

describe('sign-up', () => {
  it('step 1 offers the four memberships with the §6 tier table; a paid tier says payment comes later', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/signup/?step=1');
    await screen.findByTestId('signup-step-membership');
    for (const tier of ['Free', 'Standard', 'Elite', 'Unlimited']) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${tier}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('row', { name: /Standard applications per month 2 5 10 Unlimited/ })).toBeInTheDocument();
    expect(screen.queryByTestId('paid-tier-notice')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Elite/ }));
    expect(screen.getByTestId('paid-tier-notice')).toHaveTextContent('coming soon');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('signup-step-register')).toHaveTextContent('Membership: Elite.');
  });

  it('409/422 field errors from the API appear under their fields and nothing is stored', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) =>
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
        : { status: 404 },
    );
    renderApp('/signup/?step=2&membership=FREE');
    await screen.findByTestId('candidate-register-form');
    await fillCandidateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.querySelector('#field-email-error')).toHaveTextContent('An account with this email already exists.'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a successful registration stores the token and opens the candidate dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const token = makeToken({ roles: ['candidate'], displayName: 'Cam Jones' });
    answerWith((config) =>
      pathOf(config) === API.candidateRegister
        ? {
            status: 201,
            body: { success: true, token, user: { ID: 9, user_login: 'camjones', display_name: 'Cam Jones', displayName: 'Cam Jones' }, roles: ['candidate'] },
          }
        : { status: 404 },
    );
    renderApp('/signup/?step=2&membership=FREE');
    await screen.findByTestId('candidate-register-form');
    await fillCandidateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('dashboard-candidate')).toHaveTextContent('Welcome, Cam Jones');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    const body = JSON.parse(String(sentRequests.find((request) => pathOf(request) === API.candidateRegister)?.data));
    expect(body).toMatchObject({ username: 'camjones', email: 'cam@example.com', profile_type: 'coach', membership: 'FREE', terms: true });
  });

  it('"I\'m hiring" leads to the employer registration form', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/signup/?step=1');
    await user.click(await screen.findByRole('link', { name: /I'm hiring/ }));
    expect(await screen.findByTestId('employer-register-form')).toBeInTheDocument();
    expect(screen.getByLabelText('Company or club name *')).toBeInTheDocument();
  });
});
