/**
 * Alert periods. Each §3 frequency maps a moment to a calendar period key (UTC), the same in every process, so
 * "already sent this period" is one unique row in alert_runs:
 *   1 daily → D2026-11-22 · 7 weekly → W2026-47 (ISO week) · 15 fortnightly → H2026-11-1 / H2026-11-2 (1st–15th,
 *   16th–end of month) · 30 monthly → M2026-11 · 12 yearly → Y2026.
 * The first run of a new alert looks back one period length (FIRST_RUN_LOOKBACK_DAYS); later runs look back to the
 * previous run (with a margin; alert_sent_jobs drops repeats).
 */
export type AlertFrequencyValue = 1 | 7 | 15 | 30 | 12;
export const ALERT_FREQUENCY_VALUES: readonly AlertFrequencyValue[] = [1, 7, 15, 30, 12];

export const FIRST_RUN_LOOKBACK_DAYS: Readonly<Record<AlertFrequencyValue, number>> = { 1: 1, 7: 7, 15: 15, 30: 30, 12: 365 };

const pad = (value: number) => String(value).padStart(2, '0');

function isoWeek(moment: Date): { year: number; week: number } {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides the year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return { year: day.getUTCFullYear(), week: Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

export function alertPeriod(frequency: number, moment: Date): string {
  const year = moment.getUTCFullYear();
  const month = pad(moment.getUTCMonth() + 1);
  switch (frequency) {
    case 1:
      return `D${year}-${month}-${pad(moment.getUTCDate())}`;
    case 7: {
      const { year: weekYear, week } = isoWeek(moment);
      return `W${weekYear}-${pad(week)}`;
    }
    case 15:
      return `H${year}-${month}-${moment.getUTCDate() <= 15 ? 1 : 2}`;
    case 30:
      return `M${year}-${month}`;
    case 12:
      return `Y${year}`;
    default:
      throw new Error(`Unknown alert frequency ${frequency}`);
  }
}
