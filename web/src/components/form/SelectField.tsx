import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldShell } from './FieldShell';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  placeholder?: string;
}

/** A formik native select (small fixed lists); its error appears only after the field is touched. */
export function SelectField({ name, label, options, required, placeholder }: SelectFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select
        {...field}
        value={field.value ?? ''}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder ?? t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
