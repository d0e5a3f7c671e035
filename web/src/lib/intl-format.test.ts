import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear, relativeTime } from './format-date';
import { formatAmount, formatMoney, formatNumber } from './format-money';
import { formatList } from './intl-locale';

describe('one date format per language', () => {
  it('writes a calendar day the same way whatever form it came in, and never moves it across a time zone', () => {
    for (const input of ['2026-11-24', '24/11/2026', '2026-11-24T00:00:00Z']) expect(formatDate(input, 'en')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-24', 'ar')).toBe('24 نوفمبر 2026');
    expect(formatMonthYear('2026-11-24', 'ar')).toBe('نوفمبر 2026');
    expect(formatDateTime('2026-11-24', 'en')).toBe('24 Nov 2026');
  });

  it('shows unreadable text as it came and nothing for no date', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate(null, 'en')).toBe('');
    expect(relativeTime('soon', 'en')).toBe('');
  });

  it('says how long ago in the page language', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(relativeTime('2026-11-21T12:00:00Z', 'en', now)).toBe('3 days ago');
    expect(relativeTime('2026-11-21T12:00:00Z', 'ar', now)).toBe('قبل 3 أيام');
  });
});

describe('one money format per language', () => {
  it('writes pounds with the symbol English uses, in Arabic with no Latin letters', () => {
    expect(formatMoney(299, 'GBP', 'en')).toBe('£2.99');
    const arabic = formatMoney(299, 'GBP', 'ar');
    expect(arabic).toContain('2.99');
    expect(arabic).toContain('£');
    expect(arabic).not.toMatch(/[A-Za-z]/);
    expect(formatMoney(4900, 'USD', 'ar')).not.toMatch(/[A-Za-z]/);
  });

  it('keeps Arabic symbols where CLDR has them and whole amounts without decimals on request', () => {
    expect(formatAmount(18000, 'SAR', 'ar', 0)).toContain('ر.س.');
    expect(formatAmount(18000, 'GBP', 'en', 0)).toBe('£18,000');
    expect(formatAmount(12.5, undefined, 'en')).toBe('12.5');
  });

  it('writes figures and lists the way each language does', () => {
    expect(formatNumber(32000, 'en', 0, 'compact')).toBe('32k'); // en-GB writes a lower-case k
    expect(formatNumber(32000, 'ar', 0, 'compact')).toMatch(/^32\sألف$/); // CLDR puts a no-break space
    expect(formatList(['a', 'b'], 'en')).toBe('a, b');
    expect(formatList(['أ', 'ب', 'ج'], 'ar')).toContain('،');
  });
});
