import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@fj/shared';
import type { Role } from '@fj/shared';
import { renderApp } from '../../test/render';
import { expiredToken, makeToken } from '../../test/tokens';
import { answerWith } from '../../test/http';

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
  ])('roles %j get %s', async (roles, testId) => {
    renderApp('/dashboard', { token: makeToken({ roles, displayName: 'Pat' }) });
    expect(await screen.findByTestId(testId)).toHaveTextContent('Welcome, Pat');
  });

  // Issue 19: their Dashboard link used to open the candidate dashboard, whose call answers 403, and sign them out.
  it.each<[Role, string, string]>([
    ['datascout', '/admin/job/list-all', 'admin-all-jobs'],
    ['content_editor', '/admin/content/posts', 'content-admin'],
  ])('a %s who clicks Dashboard in the header lands on their home (%s), still signed in', async (role, _home, testId) => {
    const token = makeToken({ roles: [role], displayName: 'Sam' });
    renderApp('/', { token });
    await userEvent.click(within(await screen.findByTestId('site-header')).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-candidate')).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('a dashboard whose data call answers 403 stays on screen and keeps the session (only a 401 ends it)', async () => {
    answerWith(() => ({ status: 403, body: { success: false, statusCode: 403, error: 'Forbidden', message: 'Not allowed' } }));
    const token = makeToken({ roles: ['candidate'], displayName: 'Pat' });
    renderApp('/dashboard', { token });
    expect(await screen.findByTestId('dashboard-candidate')).toBeInTheDocument();
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.queryByTestId('signin-page')).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
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
