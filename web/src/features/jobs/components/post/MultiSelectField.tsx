import { useField } from 'formik';
import Select, { type MultiValue } from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../../components/form/FieldShell';

export interface Option {
  value: string;
  label: string;
}

interface MultiSelectFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  required?: boolean;
  /** Free entries allowed (skills); stored as typed. */
  creatable?: boolean;
}

/** A react-select multi-select bound to a formik string[] field; the error shows under it once touched. */
export function MultiSelectField({ name, label, options, required, creatable }: MultiSelectFieldProps) {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<string[]>(name);
  const id = `field-${name}`;
  const values = field.value ?? [];
  const selected = values.map((value) => options.find((option) => option.value === value) ?? { value, label: value });
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : meta.touched && Array.isArray(meta.error) ? meta.error.find(Boolean) : undefined;
  const common = {
    inputId: id,
    isMulti: true as const,
    options,
    value: selected,
    className: 'async-select',
    classNamePrefix: 'async-select',
    isRtl: i18n.dir() === 'rtl',
    placeholder: t('form.choose'),
    noOptionsMessage: () => t('form.noMatches'),
    onChange: (next: MultiValue<Option>) => void helpers.setValue(next.map((option) => option.value)),
    onBlur: () => void helpers.setTouched(true),
    'aria-invalid': error ? true : undefined,
  };
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      {creatable ? (
        <CreatableSelect<Option, true> {...common} formatCreateLabel={(input) => t('jobs.post.addEntry', { value: input })} />
      ) : (
        <Select<Option, true> {...common} />
      )}
    </FieldShell>
  );
}
