export type LayoutKind = 'home' | 'signup' | 'admin' | 'employer' | 'candidate' | 'dashboard' | 'job' | 'main';

const SIGNUP_PATHS = ['/signup', '/register-test', '/signup-new'];

/**
 * §2 "Layout choice by path", checked in the spec's order (so '/admin/dashboard/' is admin, and
 * '/candidate/dashboard' is candidate). Matching is by whole path segment: '/employers/' (the public recruiter
 * directory) is not the employer area and '/plans/candidate-pricing/' is not the candidate area. The sign-up
 * pages take the sign-up layout with or without their trailing slash (the route table lists '/signup' too).
 */
export function layoutForPath(pathname: string): LayoutKind {
  const path = pathname.split(/[?#]/)[0] || '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const segments = trimmed.split('/').filter(Boolean);

  if (trimmed === '/' || trimmed === '/home' || /^\/recruit-with-[^/]/.test(trimmed) || /^\/about-[^/]/.test(trimmed)) {
    return 'home';
  }
  if (SIGNUP_PATHS.includes(trimmed)) return 'signup';
  if (segments.includes('admin')) return 'admin';
  if (segments.includes('employer') && !segments.includes('packages')) return 'employer';
  if (segments.includes('candidate') && !segments.some((s) => s.includes('pricing'))) return 'candidate';
  if (segments.includes('dashboard')) return 'dashboard';
  // "contains /job/": a 'job' segment followed by something.
  const jobIndex = segments.indexOf('job');
  if (jobIndex !== -1 && jobIndex < segments.length - 1) return 'job';
  return 'main';
}
