import { useCallback, useRef } from 'react';

/** RFC 4122 v4. `crypto.randomUUID` exists only in secure contexts (https, localhost); plain-http hosts get the same from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per user intent (e.g. "buy plan X"): asking again for the same intent (a double click, a retry after a
 * network error) gives the same key, so the API starts one checkout; a new intent, or `forget()` after the API gave
 * a definite answer, gives a fresh key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ intent: string; key: string } | null>(null);
  const keyFor = useCallback((intent: string): string => {
    if (current.current?.intent !== intent) current.current = { intent, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const forget = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, forget };
}
