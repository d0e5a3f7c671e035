import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The first choice, whose value is empty: "All" for a filter, the default order for a sort. */
  emptyLabel?: string;
  testId?: string;
}

/** One labelled filter (or sort) of an admin list. */
export function FilterSelect({ label, value, options, onChange, emptyLabel, testId }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="">{emptyLabel ?? t('admin.filters.all')}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </label>
  );
}
