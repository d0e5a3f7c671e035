import i18next from 'i18next';
import { formatMoney } from '../../../lib/format-money';

/** Minor units in the page's language (the app's one money format); GBP when the answer names no currency. */
export function formatPrice(amountMinor: number, currency: string | undefined): string {
  return formatMoney(amountMinor, currency || 'GBP', i18next.language);
}
