import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedMoves } from '../lib/allowed-moves';
import { StatusSelect } from './StatusSelect';

interface BulkActionBarProps {
  /** Statuses of the selected applications. */
  selectedStatuses: readonly number[];
  allOnPageSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onMove: (status: number) => void;
}

/** Bulk move: only statuses every selected application may move to are offered. */
export function BulkActionBar({ selectedStatuses, allOnPageSelected, onSelectAll, onMove }: BulkActionBarProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const options = allowedMoves(selectedStatuses);
  return (
    <div className="pipeline-bulk" data-testid="bulk-bar">
      <label>
        <input type="checkbox" checked={allOnPageSelected} onChange={(event) => onSelectAll(event.target.checked)} data-testid="select-all" />{' '}
        {t('employer.pipeline.selectAll')}
      </label>
      <span data-testid="selected-count">{t('employer.pipeline.selectedCount', { count: selectedStatuses.length })}</span>
      <StatusSelect options={options} value={target} onChange={setTarget} label={t('employer.pipeline.bulkStatus')} testId="bulk-move-select" />
      <button
        type="button"
        className="button"
        disabled={!target || !selectedStatuses.length}
        data-testid="bulk-move"
        onClick={() => {
          onMove(Number(target));
          setTarget('');
        }}
      >
        {t('employer.pipeline.moveSelected')}
      </button>
    </div>
  );
}
