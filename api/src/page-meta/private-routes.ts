import { layoutForPath, ROUTES, type RouteName } from '@fj/shared';

/** Areas behind a sign-in (§2 layouts): never indexed, listed in robots.txt. */
const PRIVATE_LAYOUTS = new Set(['admin', 'employer', 'candidate', 'dashboard', 'signup']);

/** Public-layout pages that are still per-user or transactional: sign-in, password reset, basket, payment steps. */
const PRIVATE_PAGES = new Set<RouteName>([
  'signin',
  'signinNoSlash',
  'login',
  'loginNoSlash',
  'lostPassword',
  'resetPassword',
  'retryPayment',
  'cart',
  'thankYou',
  'jobAlertUnsubscribe',
  'coachingEnrollments',
  'coachingMessages',
]);

export function isPrivateRoute(name: RouteName): boolean {
  return PRIVATE_PAGES.has(name) || PRIVATE_LAYOUTS.has(layoutForPath(ROUTES[name]));
}

/** The fixed part of each private route ('/employer/jobs/:status' → '/employer/jobs/'), for robots.txt. */
export function privatePathPrefixes(): string[] {
  const prefixes = (Object.keys(ROUTES) as RouteName[])
    .filter((name) => name !== 'catchAll' && isPrivateRoute(name))
    .map((name) => {
      const route = ROUTES[name];
      const param = route.indexOf(':');
      return param >= 0 ? route.slice(0, param) : route.replace(/\/+$/, '');
    });
  // robots.txt rules are prefixes: '/signin' already covers '/signin/', '/signup' covers '/signup-new'.
  const unique = [...new Set(prefixes)].sort();
  return unique.filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)));
}
