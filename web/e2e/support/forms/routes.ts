// Where the forms are: every route of the SPA's route table (shared ROUTES), opened as a persona allowed to see it.
import { ROUTES, layoutForPath, type RouteName } from '@fj/shared';
import { canEnterArea, type AreaKind } from '../../../src/app/layouts/area/area-access';

export type PersonaName = 'visitor' | 'candidate' | 'employer' | 'admin';

/** The roles each persona holds (fresh accounts for candidate and employer; the seeded administrator). */
export const PERSONA_ROLES: Record<PersonaName, readonly string[]> = {
  visitor: [],
  candidate: ['candidate'],
  employer: ['employer'],
  admin: ['administrator'],
};

/** Signed-in personas in the order tried: the least powerful one allowed to see a page opens it. */
const SIGNED_IN: readonly PersonaName[] = ['candidate', 'employer', 'admin'];

/** Route names that are prefixes, not routes (the catch-all page serves them), and the catch-all itself. */
const NOT_PAGES = new Set<string>(['recruitWithPrefix', 'aboutPrefix', 'catchAll']);

export interface RouteVisit {
  name: RouteName;
  pattern: string;
  /** The persona that opens it first; a public page that sends a visitor to sign in is tried signed in. */
  personas: PersonaName[];
}

/** Whom to open a route as: an area page (admin, employer, candidate) as the first persona its guard lets in. */
export function personasFor(pattern: string): PersonaName[] {
  const layout = layoutForPath(pattern.replace(/:[^/]+/g, 'x'));
  if (layout === 'admin' || layout === 'employer' || layout === 'candidate') {
    return SIGNED_IN.filter((persona) => canEnterArea(layout as AreaKind, PERSONA_ROLES[persona]));
  }
  return ['visitor', ...SIGNED_IN];
}

/** Each path of the route table once (aliases with and without a trailing slash are one page). */
export function routeVisits(): RouteVisit[] {
  const seen = new Set<string>();
  const visits: RouteVisit[] = [];
  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, string][]) {
    if (NOT_PAGES.has(name)) continue;
    const normal = pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
    if (seen.has(normal)) continue;
    seen.add(normal);
    visits.push({ name, pattern, personas: personasFor(pattern) });
  }
  return visits;
}

export const hasParams = (pattern: string) => pattern.includes(':');

/** A regular expression matching the paths of a pattern (`/job/:slug` matches `/job/coach-12`). */
export function patternRegExp(pattern: string): RegExp {
  const body = (pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}
