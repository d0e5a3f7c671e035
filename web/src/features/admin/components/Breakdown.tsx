import { useTranslation } from 'react-i18next';

export interface BreakdownRow {
  key: string;
  label: string;
  value: string | number;
  /** The label may hold a stored code as it is (an unknown plan), not a translated text. */
  verbatim?: boolean;
}

/** A titled list of labels and figures (users by role, revenue by plan…), "No data available" when empty. */
export function Breakdown({ title, rows }: { title: string; rows: readonly BreakdownRow[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{title}</h2>
      <ul className="admin-breakdown">
        {rows.length === 0 ? <li>{t('common.noData')}</li> : rows.map((row) => <li key={row.key}><span data-i18n-skip={row.verbatim ? '' : undefined}>{row.label}</span><strong>{row.value}</strong></li>)}
      </ul>
    </section>
  );
}
