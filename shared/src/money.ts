/** ISO 4217 code or nothing: only what Intl can format as money. */
export const isCurrencyCode = (currency: string | null | undefined): currency is string => !!currency && /^[A-Za-z]{3}$/.test(currency);

/** The narrow symbol as English writes it ('£', '$', '€'); CLDR Arabic has none for some ('UK£', 'US$'). */
function narrowSymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * An amount in major units as money in `locale` ('£18,000'; 'ar-u-nu-latn': '‏18,000 £'). Arabic keeps its own
 * symbols (د.إ.‏, ر.س.‏) and takes the English narrow symbol where CLDR Arabic would write Latin letters. Without
 * a currency code: the plain figure. Shared by the SPA and the API's share cards, so both write salaries alike.
 */
export function formatCurrencyAmount(
  amount: number,
  currency: string | null | undefined,
  locale: string,
  fractionDigits?: number,
  notation: 'standard' | 'compact' = 'standard',
): string {
  if (!isCurrencyCode(currency)) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, notation }).format(amount);
  const code = currency.toUpperCase();
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', notation, ...digits }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? narrowSymbol(code) : part.value)).join('');
}
