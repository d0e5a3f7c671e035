import type { DashboardData, SeriesPoint } from '../api/types';

type Period = DashboardData['period'];
const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of every bucket of the period, as the API truncates them (ISO weeks start on Monday). */
export function bucketStarts({ from, to, bucket }: Period): string[] {
  const cursor = new Date(`${from}T00:00:00Z`);
  if (bucket === 'week') cursor.setTime(cursor.getTime() - ((cursor.getUTCDay() + 6) % 7) * DAY_MS);
  if (bucket === 'month') cursor.setUTCDate(1);
  const starts: string[] = [];
  while (iso(cursor) <= to) {
    starts.push(iso(cursor));
    if (bucket === 'month') cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    else cursor.setTime(cursor.getTime() + (bucket === 'week' ? 7 : 1) * DAY_MS);
  }
  return starts;
}

/**
 * The API answers only the buckets that had something; a chart needs the empty ones too, or a line joins two
 * busy days straight across the quiet ones between them. Points that fall outside the period's buckets are kept
 * as they came (nothing is dropped).
 */
export function fillSeries(points: readonly SeriesPoint[], period: Period, currency?: string): SeriesPoint[] {
  const starts = bucketStarts(period);
  const known = new Set(starts);
  if (points.some((point) => !known.has(point.date.slice(0, 10)))) return [...points];
  const byDate = new Map(points.map((point) => [point.date.slice(0, 10), point]));
  return starts.map((date) => byDate.get(date) ?? { date, value: 0, ...(currency ? { currency } : {}) });
}
