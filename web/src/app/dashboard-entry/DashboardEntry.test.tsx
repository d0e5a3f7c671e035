import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Role } from '@fj/shared';
import { renderApp } from '../../test/render';
import { expiredToken, makeToken } from '../../test/tokens';

describe('/dashboard entry screen: the role decides (administrator first)', () => {
  // First in the file on purpose: lazy chunks, once loaded, no longer suspend.
  it('shows the full-screen loading modal (spinner width 100) until the dashboard is ready', async () => {
    renderApp('/dashboard', { token: makeToken({ roles: ['candidate'] }) });
    const spinner = document.querySelector('.loading-modal img');
    expect(spinner).not.toBeNull();
    expect(spinner).toHaveAttribute('width', '100');
    expect(await screen.findByTestId('dashboard-candidate')).toBeInTheDocument();
    expect(document.querySelector('.loading-modal')).toBeNull();
  });

  it.each<[Role[], string]>([
    [['administrator'], 'dashboard-admin'],
    [['employer', 'administrator'], 'dashboard-admin'],
    [['employer'], 'dashboard-employer'],
    [['team_manager'], 'dashboard-employer'],
    [['team_member'], 'dashboard-employer'],
    [['candidate'], 'dashboard-candidate'],
    [['subscriber'], 'dashboard-candidate'],
    [['datascout'], 'dashboard-candidate'],
  ])('roles %j get %s', async (roles, testId) => {
    renderApp('/dashboard', { token: makeToken({ roles, displayName: 'Pat' }) });
    expect(await screen.findByTestId(testId)).toHaveTextContent('Welcome, Pat');
  });

  it.each([
    ['no token', undefined],
    ['an expired token', expiredToken({ roles: ['administrator'] })],
    ['a token that is not a JWT', 'not-a-jwt'],
  ])('with %s it sends the visitor to /signin/', async (_case, token) => {
    renderApp('/dashboard', { token });
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
  });
});
