import { productPageFromPath, ROUTES, type RouteName } from '@fj/shared';

export interface ClientRouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

interface CompiledRoute {
  name: RouteName;
  pattern: RegExp;
  keys: string[];
  dynamicSegments: number;
}

/** Not patterns: `*` is the SPA's own not-found fallback; the two prefixes are matched by productPageFromPath. */
const NOT_PATTERNS = new Set<RouteName>(['catchAll', 'recruitWithPrefix', 'aboutPrefix']);

/** Longer than any slug the API makes (slugs are cut well below this). */
const MAX_PARAM_LENGTH = 200;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A react-router pattern as a regular expression: case-insensitive, trailing slash optional (as the router does). */
function compile(name: RouteName, route: string): CompiledRoute {
  const keys: string[] = [];
  const segments = route.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      keys.push(segment.slice(1));
      return '/([^/]+)';
    })
    .join('');
  return { name, pattern: new RegExp(`^${source}/?$`, 'i'), keys, dynamicSegments: keys.length };
}

/** Static segments win over parameters (react-router's ranking): '/product/football-specific-cv-write-design/' before '/product/:slug/'. */
const COMPILED: readonly CompiledRoute[] = (Object.entries(ROUTES) as [RouteName, string][])
  .filter(([name]) => !NOT_PATTERNS.has(name))
  .map(([name, route]) => compile(name, route))
  .sort((a, b) => a.dynamicSegments - b.dynamicSegments);

/**
 * Which SPA route a path is, with its decoded parameters; null when the SPA would show its not-found page (so the
 * web server answers 404). Derived from shared ROUTES, the table the SPA's router is built from.
 */
export function matchClientRoute(pathname: string): ClientRouteMatch | null {
  let product: ReturnType<typeof productPageFromPath>;
  try {
    product = productPageFromPath(pathname);
  } catch {
    return null; // malformed %-escape in the product name
  }
  if (product) return { name: product.kind === 'about' ? 'aboutPrefix' : 'recruitWithPrefix', params: { product: product.product } };
  for (const route of COMPILED) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      route.keys.forEach((key, index) => (params[key] = decodeURIComponent(match[index + 1]!)));
    } catch {
      return null; // malformed %-escape: the router could not read it either
    }
    // No object has a control character or a name this long; the database must not even be asked.
    if (Object.values(params).some((value) => value.length > MAX_PARAM_LENGTH || /[\u0000-\u001f\u007f]/.test(value))) return null;
    return { name: route.name, params };
  }
  return null;
}
