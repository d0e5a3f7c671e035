import { describe, expect, it } from 'vitest';
import { layoutForPath } from './layout';

describe('layout by path (§2)', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/home/', 'home'],
    ['/recruit-with-football-jobs', 'home'],
    ['/about-us/', 'home'],
    ['/signup/', 'signup'],
    ['/signup', 'signup'],
    ['/signup/?step=1', 'signup'],
    ['/register-test/', 'signup'],
    ['/signup-new/', 'signup'],
    ['/admin/users/', 'admin'],
    ['/admin/search-players', 'admin'],
    ['/admin/job/list-all', 'admin'],
    ['/employer/dashboard', 'employer'],
    ['/employer/jobs/active', 'employer'],
    ['/candidate/jobs-applied', 'candidate'],
    ['/dashboard', 'dashboard'],
    ['/job/head-coach-u18', 'job'],
    ['/jobs-in-football/', 'main'],
    ['/job-detail/head-coach', 'main'],
    ['/job1/head-coach', 'main'],
    ['/signin/', 'main'],
    ['/login/', 'main'],
    ['/profile/some-club', 'main'],
    ['/no-such-page', 'main'],
  ])('%s uses the %s layout', (path, layout) => {
    expect(layoutForPath(path)).toBe(layout);
  });

  it('follows the spec order when a path matches several rules', () => {
    expect(layoutForPath('/admin/dashboard/')).toBe('admin');
    expect(layoutForPath('/candidate/dashboard')).toBe('candidate');
    expect(layoutForPath('/employer/dashboard')).toBe('employer');
    expect(layoutForPath('/admin/applications/12')).toBe('admin');
    expect(layoutForPath('/admin/job/post-all/7')).toBe('admin');
  });

  it('keeps the public employer packages and candidate pricing pages out of the private areas', () => {
    expect(layoutForPath('/employer/packages/')).toBe('main');
    expect(layoutForPath('/plans/candidate-pricing/')).toBe('main');
  });

  it('does not put the public recruiter directory in the employer area', () => {
    expect(layoutForPath('/employers/')).toBe('main');
  });

  it('ignores a query string or hash', () => {
    expect(layoutForPath('/dashboard?x=/admin')).toBe('dashboard');
    expect(layoutForPath('/#/admin')).toBe('home');
  });
});
