import { profileHref } from '@fj/shared';

/**
 * The one way the SPA writes a profile's full public address: this site's own origin (the address the visitor is
 * using) plus `/profile/{slug}`. The API's `profileUrl` is built from PUBLIC_WEB_URL, which a local or proxied
 * set-up can name differently (localhost vs 127.0.0.1); the screens never show it, so they cannot disagree.
 */
export function publicProfileUrl(slug: string): string {
  return `${window.location.origin}${profileHref(slug)}`;
}
