import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { makeToken } from '../../test/tokens';

describe('layout by path (§2)', () => {
  const administrator = makeToken({ roles: ['administrator'], displayName: 'Ada Admin' });
  const employer = makeToken({ roles: ['employer'], displayName: 'Eve Employer' });
  const candidate = makeToken({ roles: ['candidate'], displayName: 'Cam Candidate' });

  it.each([
    ['/', 'home', undefined],
    ['/home', 'home', undefined],
    ['/recruit-with-us', 'home', undefined],
    ['/about-football-jobs/', 'home', undefined],
    ['/signup/?step=1', 'signup', undefined],
    ['/signup-new/', 'signup', undefined],
    ['/register-test/', 'signup', undefined],
    ['/admin/users/', 'admin', administrator],
    ['/employer/jobs/active', 'employer', employer],
    ['/employer/packages/', 'main', undefined],
    ['/candidate/job-alerts', 'candidate', candidate],
    ['/plans/candidate-pricing/', 'main', undefined],
    ['/job/head-coach-u18', 'job', undefined],
    ['/jobs-in-football/', 'main', undefined],
    ['/signin/', 'main', undefined],
    ['/employers/', 'main', undefined],
    ['/no-such-page', 'main', undefined],
  ])('%s renders in the %s layout', async (path, layout, token) => {
    const { container } = renderApp(path, { token });
    await screen.findByRole('main');
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe(layout);
  });

  it('/dashboard is the entry screen, which brings the chosen dashboard in its own layout', async () => {
    const { container } = renderApp('/dashboard', { token: employer });
    await screen.findByTestId('dashboard-employer');
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('dashboard');
    expect(container.querySelector('[data-layout="employer"]')).not.toBeNull();
  });

  it('the Employability Hub\'s pages (issue 23) render inside the main layout', async () => {
    const { container } = renderApp('/coaching/enrollments/', { token: administrator });
    expect(await screen.findByTestId('coaching-enrollments-page')).toBeInTheDocument();
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('main');
  });
});
