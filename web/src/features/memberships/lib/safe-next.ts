/**
 * `next` of the thank-you page, when it is a path on this site (sign-up continues at `/signup/?step=4`, so unlike
 * the login redirect the sign-up pages are allowed): one leading '/', no '//' or backslash, no control characters.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2048) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  return next;
}
