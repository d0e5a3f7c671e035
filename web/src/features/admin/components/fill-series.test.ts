import { describe, expect, it } from 'vitest';
import { bucketStarts, fillSeries } from './fill-series';

describe('dashboard series', () => {
  it('has one bucket a day, a Monday-started week or a month across the whole period, the last day included', () => {
    expect(bucketStarts({ from: '2026-11-20', to: '2026-11-24', bucket: 'day' })).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    // 2026-11-04 is a Wednesday: its week started on Monday 2 November.
    expect(bucketStarts({ from: '2026-11-04', to: '2026-11-24', bucket: 'week' })).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(bucketStarts({ from: '2026-01-31', to: '2026-04-01', bucket: 'month' })).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']);
  });

  it('fills the quiet buckets with zero and keeps the busy ones', () => {
    const period = { from: '2026-11-20', to: '2026-11-23', bucket: 'day' as const };
    expect(fillSeries([{ date: '2026-11-21', value: 4 }], period)).toEqual([
      { date: '2026-11-20', value: 0 },
      { date: '2026-11-21', value: 4 },
      { date: '2026-11-22', value: 0 },
      { date: '2026-11-23', value: 0 },
    ]);
    expect(fillSeries([], period, 'GBP')[0]).toEqual({ date: '2026-11-20', value: 0, currency: 'GBP' });
  });

  it('keeps the points as they came when one does not match a bucket (never drops data)', () => {
    const points = [{ date: '2026-11-21', value: 4 }, { date: '2026-12-30', value: 1 }];
    expect(fillSeries(points, { from: '2026-11-20', to: '2026-11-23', bucket: 'day' })).toEqual(points);
  });
});
