import { formatMoney } from '@fj/shared';

/** Minor units → the same form as the API's `display_*` strings (e.g. '£2.99'), so a screen never mixes two. */
export function formatPrice(amountMinor: number, currency: string | undefined): string {
  return formatMoney(amountMinor, currency || 'GBP');
}
