import { useCallback, useRef } from 'react';
import type { CartLine } from '../api/types';

/** A random v4 UUID; `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the basket holds; a checkout key belongs to exactly one such state. */
export function basketSignature(lines: readonly CartLine[]): string {
  return lines.map((line) => `${line.productId}x${line.quantity}`).join(',');
}

/**
 * One Idempotency-Key per basket state: a double click (or a retry after a lost answer) sends the same key, so the
 * API answers the first order again instead of creating a second; a changed basket gets a new key, because the API
 * would otherwise answer the old order. `renew` drops the key after the API refused a checkout (nothing was made).
 */
export function useCheckoutKey() {
  const current = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = useCallback((signature: string): string => {
    if (current.current?.signature !== signature) current.current = { signature, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, renew };
}
