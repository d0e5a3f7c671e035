import { useTranslation } from 'react-i18next';
import { employerStatusText } from '../lib/status-text';

interface StatusSelectProps {
  /** Only these are offered (shared transition table). */
  options: readonly number[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
}

export function StatusSelect({ options, value, onChange, label, testId }: StatusSelectProps) {
  const { t } = useTranslation();
  return (
    <select className="field__input" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId} disabled={!options.length}>
      <option value="">{options.length ? t('employer.pipeline.chooseStatus') : t('employer.pipeline.noMoves')}</option>
      {options.map((code) => (
        <option key={code} value={code}>
          {employerStatusText(t, code)}
        </option>
      ))}
    </select>
  );
}
