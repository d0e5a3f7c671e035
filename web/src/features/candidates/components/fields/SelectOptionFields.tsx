import { useField, useFormikContext } from 'formik';
import Select, { type MultiValue, type SingleValue } from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../../components/form/FieldShell';

export interface Option {
  value: string;
  label: string;
}

interface MultiSelectFieldProps<Value> {
  name: string;
  label: string;
  options: readonly Option[];
  /** The form's value as options, and back. */
  toOptions: (value: Value) => Option[];
  fromOptions: (options: readonly Option[]) => Value;
  /** At most this many selections: further options are disabled and a note says why. */
  max?: number;
  maxNote?: string;
  /** Free text entries may be added (skills, languages). */
  creatable?: boolean;
  required?: boolean;
  hint?: string;
}

const selectProps = (rtl: boolean) => ({
  className: 'async-select',
  classNamePrefix: 'async-select',
  isRtl: rtl,
});

/** A react-select list bound to formik; errors of the list (not of its entries) show once touched. */
export function MultiSelectField<Value>({
  name,
  label,
  options,
  toOptions,
  fromOptions,
  max,
  maxNote,
  creatable,
  required,
  hint,
}: MultiSelectFieldProps<Value>) {
  const { t, i18n } = useTranslation();
  const [field, meta] = useField<Value>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const id = `field-${name}`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const selected = toOptions(field.value);
  const full = max !== undefined && selected.length >= max;
  const onChange = (next: MultiValue<Option>) => {
    // The limit is enforced here as well: a 4th headline role is refused whatever the menu did.
    if (max !== undefined && next.length > max) return;
    void setFieldValue(name, fromOptions(next));
  };
  const common = {
    ...selectProps(i18n.dir() === 'rtl'),
    inputId: id,
    isMulti: true as const,
    options,
    value: selected,
    onChange,
    onBlur: () => void setFieldTouched(name, true),
    isOptionDisabled: () => full,
    noOptionsMessage: () => (full && maxNote ? maxNote : t('form.noMatches')),
    placeholder: t('form.choose'),
    'aria-invalid': error ? true : undefined,
  };
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={full && maxNote ? maxNote : hint}>
      {creatable ? (
        <CreatableSelect<Option, true>
          {...common}
          formatCreateLabel={(input) => t('candidate.form.addEntry', { value: input })}
          isValidNewOption={(input) => !full && input.trim().length > 0}
        />
      ) : (
        <Select<Option, true> {...common} />
      )}
    </FieldShell>
  );
}

interface SearchableSelectFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  required?: boolean;
}

/** One value of a long list (countries) with type-to-filter; '' means not answered. */
export function SearchableSelectField({ name, label, options, required }: SearchableSelectFieldProps) {
  const { t, i18n } = useTranslation();
  const [field, meta] = useField<string>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <Select<Option, false>
        {...selectProps(i18n.dir() === 'rtl')}
        inputId={id}
        options={options}
        value={options.find((option) => option.value === field.value) ?? null}
        onChange={(option: SingleValue<Option>) => void setFieldValue(name, option?.value ?? '')}
        onBlur={() => void setFieldTouched(name, true)}
        isClearable
        placeholder={t('form.choose')}
        noOptionsMessage={() => t('form.noMatches')}
        aria-invalid={error ? true : undefined}
      />
    </FieldShell>
  );
}
