import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncSelect, type AsyncOption } from '../../../components/AsyncSelect';

interface LookupFilterProps {
  inputId: string;
  label: string;
  load: (text: string) => Promise<AsyncOption[]>;
  /** The picked id as the list's filter value ('' when cleared). */
  onPick: (id: string) => void;
}

/** A list filter picked by name from a look-up (§5: it asks from 4 characters): a candidate, an employer. */
export function LookupFilter({ inputId, label, load, onPick }: LookupFilterProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<AsyncOption | null>(null);
  return (
    <div className="admin-filter-select">
      <label htmlFor={inputId}>{label}</label>
      <AsyncSelect
        inputId={inputId}
        loadOptions={load}
        value={picked}
        onChange={(option) => { setPicked(option); onPick(option ? String(option.value) : ''); }}
        placeholder={t('admin.filters.typeFour')}
      />
    </div>
  );
}
