import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_INTERVALS, type BillingInterval } from '@fj/shared';

interface IntervalToggleProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}

/** Monthly / Yearly as a radio pair (a year costs ten months: the yearly option says so). */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="interval-toggle" data-testid="interval-toggle">
      <legend className="visually-hidden">{t('billing.interval.legend')}</legend>
      {BILLING_INTERVALS.map((interval) => (
        <label key={interval} className={`interval-toggle__option${value === interval ? ' interval-toggle__option--active' : ''}`}>
          <input type="radio" name={name} value={interval} checked={value === interval} onChange={() => onChange(interval)} />
          <span>{t(`billing.interval.${interval}`)}</span>
          {interval === 'year' ? <span className="interval-toggle__saving">{t('billing.interval.yearSaving')}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
