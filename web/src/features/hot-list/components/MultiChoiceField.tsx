import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import Select, { type MultiValue } from 'react-select';
import { FieldShell } from '../../../components/form/FieldShell';

export interface Choice {
  value: string;
  label: string;
}

interface MultiChoiceFieldProps {
  name: string;
  label: string;
  options: readonly Choice[];
  /** At most this many; further options are shown greyed out. */
  max?: number;
  hint?: string;
  required?: boolean;
}

/** A formik field holding several values of a list, picked with react-select (its input id is `field-<name>`). */
export function MultiChoiceField({ name, label, options, max, hint, required }: MultiChoiceFieldProps) {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<string[]>(name);
  const id = `field-${name}`;
  const chosen = field.value ?? [];
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <Select<Choice, true>
        inputId={id}
        isMulti
        options={options}
        value={chosen.map((value) => options.find((option) => option.value === value) ?? { value, label: value })}
        onChange={(next: MultiValue<Choice>) => void helpers.setValue(next.map((option) => option.value))}
        onBlur={() => void helpers.setTouched(true)}
        isOptionDisabled={() => max !== undefined && chosen.length >= max}
        className="async-select"
        classNamePrefix="async-select"
        isRtl={i18n.dir() === 'rtl'}
        placeholder={t('hotList.form.choose')}
        noOptionsMessage={() => t('form.noMatches')}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? `${id}-error` : undefined}
      />
    </FieldShell>
  );
}
