import { useTranslation } from 'react-i18next';

/** From/to days of a list's period (whole days; "to" is inclusive on the API). */
export function PeriodFilter({ from, to, onChange }: { from: string; to: string; onChange: (next: { from?: string; to?: string }) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <label>{t('admin.filters.from')}<input type="date" value={from} onChange={(event) => onChange({ from: event.target.value })} /></label>
      <label>{t('admin.filters.to')}<input type="date" value={to} onChange={(event) => onChange({ to: event.target.value })} /></label>
    </>
  );
}
