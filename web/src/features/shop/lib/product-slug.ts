/**
 * The product slug of a `/product/<slug>/` path. The CV-writing route is a fixed path without a `:slug` param, so
 * the slug is always read from the path itself.
 */
export function slugFromProductPath(pathname: string): string {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return ''; // a malformed escape is no product
  }
}
