import { useTranslation } from 'react-i18next';
import type { StatusCount } from '../api/types';
import { employerStatusText } from '../lib/status-text';

interface StatusChipsProps {
  counts: readonly StatusCount[] | undefined;
  total: number | undefined;
  /** Selected status code; undefined = every status. */
  active: number | undefined;
  onChange: (status: number | undefined) => void;
}

/** Filter chips: All plus one per §4 status, each with its count. */
export function StatusChips({ counts, total, active, onChange }: StatusChipsProps) {
  const { t } = useTranslation();
  const chips = [
    { code: undefined, label: t('employer.pipeline.allStatuses'), count: total },
    ...(counts ?? []).map((entry) => ({ code: entry.code, label: employerStatusText(t, entry.code), count: entry.count })),
  ];
  return (
    <div className="chips" role="group" aria-label={t('employer.pipeline.filterByStatus')} data-testid="status-chips">
      {chips.map((chip) => (
        <button
          key={chip.code ?? 'all'}
          type="button"
          className={`chip${chip.code === active ? ' chip--active' : ''}`}
          aria-pressed={chip.code === active}
          data-testid={`status-chip-${chip.code ?? 'all'}`}
          onClick={() => onChange(chip.code)}
        >
          {chip.label} <span className="chip__count">({chip.count ?? '…'})</span>
        </button>
      ))}
    </div>
  );
}
