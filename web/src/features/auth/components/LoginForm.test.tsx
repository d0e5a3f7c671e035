import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, DISPLAY_NAME_STORAGE_KEY, REDIRECT_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@fj/shared';
import { renderApp } from '../../../test/render';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';

function loginAnswer(roles: string[], displayName = 'Eve Employer') {
  return {
    status: 200,
    body: {
      success: true,
      token: makeToken({ roles: roles as never, displayName }),
      user: { ID: 3, user_login: 'eve', display_name: displayName, displayName },
      roles,
    },
  };
}

describe('login screen', () => {
  it('has the stable hooks, required labels ending " *", and register / forgot-password links', async () => {
    renderApp('/signin/');
    await screen.findByTestId('signin-page');
    expect(document.querySelector('input[name="username"]')).not.toBeNull();
    expect(document.querySelector('input[name="password"][type="password"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
    expect(screen.getByText('Username or email *')).toBeInTheDocument();
    expect(screen.getByText('Password *')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup/?step=1');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/my-account/lost-password/');
  });

  it('shows a field error only after that field was touched', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login/');
    await screen.findByTestId('signin-page');
    expect(screen.queryByText('This field is required.')).toBeNull();

    await user.click(document.querySelector('input[name="username"]')!);
    await user.tab(); // leaves username empty → touched, in error; password not yet touched
    expect(await screen.findAllByText('This field is required.')).toHaveLength(1);
    expect(document.querySelector('#field-username-error')).toHaveTextContent('This field is required.');
    expect(document.querySelector('#field-password-error')).toBeNull();
  });

  it('a refused login shows the "Invalid login details" toast and keeps the visitor here', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) =>
      pathOf(config) === API.authToken
        ? { status: 401, body: { success: false, statusCode: 401, error: 'Unauthorized', message: 'Invalid login details' } }
        : { status: 404 },
    );
    renderApp('/signin/');
    await screen.findByTestId('signin-page');
    await user.type(document.querySelector('input[name="username"]')!, 'eve');
    await user.type(document.querySelector('input[name="password"]')!, 'wrong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid login details')).toBeInTheDocument();
    expect(screen.getByTestId('signin-page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a successful login stores the token and display name and goes to the role redirect', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => (pathOf(config) === API.authToken ? loginAnswer(['employer']) : { status: 404 }));
    renderApp('/signin/');
    await screen.findByTestId('signin-page');
    await user.type(document.querySelector('input[name="username"]')!, 'eve');
    await user.type(document.querySelector('input[name="password"]')!, 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('dashboard-employer')).toHaveTextContent('Welcome, Eve Employer');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/\./);
    expect(window.localStorage.getItem(DISPLAY_NAME_STORAGE_KEY)).toBe('Eve Employer');
    const body = JSON.parse(String(sentRequests.find((request) => pathOf(request) === API.authToken)?.data));
    expect(body).toEqual({ username: 'eve', password: 'Demo-pass-1' });
  });

  it('a saved redirect wins and is cleared once used', async () => {
    // Not the employer's role redirect (the dashboard), so arriving there shows the saved redirect was used.
    window.sessionStorage.setItem(REDIRECT_STORAGE_KEY, '/employer/team-members');
    answerWith((config) => (pathOf(config) === API.authToken ? loginAnswer(['employer']) : { status: 404 }));
    renderApp('/signin/');
    await screen.findByTestId('signin-page');
    fireEvent.change(document.querySelector('input[name="username"]')!, { target: { value: 'eve' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'Demo-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('team-members-page')).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull());
  });
});
