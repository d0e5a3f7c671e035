import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../../../lib/format-date';
import { formatAmount, formatMoney, formatNumber } from '../../../lib/format-money';
import type { DashboardData, SeriesPoint } from '../api/types';
import { fillSeries } from './fill-series';

/**
 * Monotone cubic along x (d3's curveMonotoneX): smooth, but never above a day's highest value nor below zero between
 * quiet days, so the line never shows a figure the data does not have. Named explicitly: recharts' 'monotone' is
 * this only when the chart passes its layout down.
 */
export const SERIES_CURVE = 'monotoneX';

/** Recharts lives only here, inside the admin area's lazy chunk (the public entry never loads it). */
function SeriesChart({ title, points, kind, money }: { title: string; points: SeriesPoint[]; kind: 'line' | 'bar'; money?: string }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const tick = (value: string) => formatDate(value, i18n.language);
  const valueText = (value: number) => (money ? formatMoney(value, money, i18n.language) : formatNumber(value, i18n.language));
  const common = { data: points, margin: { top: 8, right: 16, bottom: 8, left: 8 } };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="date" tickFormatter={tick} reversed={rtl} fontSize={12} minTickGap={24} />
      {/* Money ticks carry the currency's symbol in the reader's locale ('£1.2K', '‏1.2 ألف £'): the axis says what it counts. */}
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        tickFormatter={(value: number) => (money ? formatAmount(value / 100, money, i18n.language, undefined, 'compact') : formatNumber(value, i18n.language, 0, 'compact'))}
        fontSize={12}
        allowDecimals={false}
        width={money ? 64 : 48}
      />
      <Tooltip labelFormatter={(label) => tick(String(label))} formatter={(value) => [valueText(Number(value)), title]} />
    </>
  );
  return (
    <figure className="admin-chart" data-testid="admin-chart">
      <figcaption>{title}</figcaption>
      {points.length === 0 ? (
        <p className="admin-chart__empty">{t('common.noData')}</p>
      ) : (
        <div className="admin-chart__plot" role="img" aria-label={t('admin.dashboard.chartLabel', { title, count: points.length })}>
          <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 480, height: 220 }}>
            {kind === 'line' ? (
              <LineChart {...common}>
                {axes}
                <Line type={SERIES_CURVE} dataKey="value" stroke="#1d4ed8" strokeWidth={2} dot={false} isAnimationActive={false} />
              </LineChart>
            ) : (
              <BarChart {...common}>
                {axes}
                <Bar dataKey="value" fill="#0f766e" isAnimationActive={false} />
              </BarChart>
            )}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

export function DashboardCharts({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const currency = data.series.revenue[0]?.currency ?? 'GBP';
  const revenue = fillSeries(data.series.revenue.filter((point) => (point.currency ?? currency) === currency), data.period, currency);
  return (
    <div className="admin-charts">
      <SeriesChart title={t('admin.dashboard.signupsChart')} points={fillSeries(data.series.signups, data.period)} kind="line" />
      <SeriesChart title={t('admin.dashboard.applicationsChart')} points={fillSeries(data.series.applications, data.period)} kind="line" />
      <SeriesChart title={t('admin.dashboard.revenueChart')} points={revenue} kind="bar" money={currency} />
    </div>
  );
}
