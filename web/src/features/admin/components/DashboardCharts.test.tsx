import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { DashboardData } from '../api/types';
import { DashboardCharts } from './DashboardCharts';

const days = (values: number[]) => values.map((value, i) => ({ date: `2026-03-0${i + 1}`, value }));

function dashboard(signups: number[]): DashboardData {
  return {
    period: { from: '2026-03-01', to: `2026-03-0${signups.length}`, bucket: 'day' },
    series: { signups: days(signups), applications: days(signups), revenue: days([0, 125_000, 0, 250_000, 0, 0, 0]).map((p) => ({ ...p, currency: 'GBP' })) },
  } as DashboardData;
}

/** Every y of the curve's path (points and Bézier handles): the curve stays inside them. */
function pathYs(path: Element): number[] {
  const numbers = (path.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?(e-?\d+)?/g)!.map(Number);
  return numbers.filter((_, i) => i % 2 === 1);
}

describe('admin dashboard charts', () => {
  it('draw a curve that never goes above the highest day nor bumps between days with nothing', async () => {
    const { container } = renderWithProviders(<DashboardCharts data={dashboard([0, 0, 10, 0, 0, 4, 0])} />);
    await waitFor(() => expect(container.querySelector('.recharts-line-curve')).not.toBeNull());
    const ys = pathYs(container.querySelector('.recharts-line-curve')!);
    const top = Math.min(...ys);
    const baseline = Math.max(...ys);
    // The peak (10) is one point of the path; no handle may lie above it, and the zero days' handles stay on the baseline.
    const atPeak = ys.filter((y) => Math.abs(y - top) < 0.01).length;
    expect(atPeak).toBeGreaterThanOrEqual(3);
    const zeroDaysBetween = ys.slice(0, 4); // M x0,y0 C h,h,p1 — days 1 and 2 are 0
    for (const y of zeroDaysBetween) expect(y).toBeCloseTo(baseline, 5);
  });

  it('label the revenue axis in the data\'s currency', async () => {
    renderWithProviders(<DashboardCharts data={dashboard([0, 1, 2, 3, 4, 5, 6])} />);
    const revenue = screen.getByText('Revenue').closest('figure')!;
    const ticks = () => [...revenue.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);
    await waitFor(() => expect(ticks().length).toBeGreaterThan(1));
    for (const tick of ticks()) expect(tick).toMatch(/£/);
  });
});
