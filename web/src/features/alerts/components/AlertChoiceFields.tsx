import { useTranslation } from 'react-i18next';
import { ALERT_FREQUENCIES, JOB_CATEGORIES, enumLabelKey } from '@fj/shared';
import { SelectField } from '../../../components/form';

/** The alert's job category (`alert_category`), with translated category names. */
export function AlertCategoryField() {
  const { t } = useTranslation();
  return (
    <SelectField
      name="alert_category"
      label={t('alerts.fields.category')}
      required
      options={JOB_CATEGORIES.map((option) => ({ value: option.value, label: t(enumLabelKey('category', option.value), { defaultValue: option.label }) }))}
    />
  );
}

/** How often the alert is sent (`alert_frequency`). */
export function AlertFrequencyField() {
  const { t } = useTranslation();
  return (
    <SelectField
      name="alert_frequency"
      label={t('alerts.fields.frequency')}
      required
      options={ALERT_FREQUENCIES.map((option) => ({ value: option.value, label: t(enumLabelKey('alert_frequency', option.value), { defaultValue: option.label }) }))}
    />
  );
}
