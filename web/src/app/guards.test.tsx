import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { REDIRECT_STORAGE_KEY } from '@fj/shared';
import { renderApp } from '../test/render';
import { expiredToken, makeToken } from '../test/tokens';

describe('area guards', () => {
  // The sign-in page is a lazy chunk: transform it before the timed wait, which a loaded CI machine once outlasted.
  beforeAll(() => import('../features/auth/pages'), 60_000);

  it('the admin layout sends a visitor without a token to /signin/ and remembers the page', async () => {
    renderApp('/admin/users/');
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/admin/users/');
  });

  it('an expired token on an admin page goes to /signin/', async () => {
    renderApp('/admin/dashboard/', { token: expiredToken({ roles: ['administrator'] }) });
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-admin')).toBeNull();
  });

  it.each(['/employer/dashboard', '/candidate/dashboard'])('%s is guarded the same way', async (path) => {
    renderApp(path);
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
  });

  it('a valid token opens the area with its sidebar and the display name', async () => {
    renderApp('/admin/dashboard/', { token: makeToken({ roles: ['administrator'], displayName: 'Ada Admin' }) });
    expect(await screen.findByTestId('dashboard-admin')).toHaveTextContent('Welcome, Ada Admin');
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  it("a candidate opening the employer area is told it is not theirs (the API refuses the data anyway)", async () => {
    renderApp('/employer/dashboard', { token: makeToken({ roles: ['candidate'] }) });
    expect(await screen.findByTestId('area-not-allowed')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-employer')).toBeNull();
  });
});
