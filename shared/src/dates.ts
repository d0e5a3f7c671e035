const DAY_MS = 24 * 60 * 60 * 1000;

function utcDate(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 31/02 and friends, which Date.UTC would silently roll over.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/**
 * §5 end-date formats DD/MM/YYYY, YYYY-MM-DD and MM/DD/YYYY → a Date at UTC midnight, or null when the text is
 * not a real date. An ambiguous a/b/YYYY (both parts ≤ 12, e.g. 03/04/2025) is read as DD/MM (3 April), the
 * format the spec lists first; MM/DD is used only when DD/MM is impossible (e.g. 12/31/2025).
 * An ISO date-time ('2025-04-03T10:00:00Z') is read by its date part.
 */
export function parseFlexibleDate(input: string): Date | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return utcDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!slashed) return null;
  const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  return utcDate(year, second, first) ?? utcDate(year, first, second);
}

/** Calendar day of a Date in UTC, as a day number since the epoch. */
const utcDayNumber = (date: Date): number =>
  Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / DAY_MS);

/**
 * §9 days left to apply: whole calendar days from today to the end date, never below 0 (closing today → 0).
 * Returns null when the end date cannot be read.
 */
export function daysLeft(endDate: Date | string, today: Date = new Date()): number | null {
  const end = typeof endDate === 'string' ? parseFlexibleDate(endDate) : endDate;
  if (!end || Number.isNaN(end.getTime())) return null;
  return Math.max(0, utcDayNumber(end) - utcDayNumber(today));
}

/** Formats a Date as YYYY-MM-DD (UTC), the form the api stores and sends. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
