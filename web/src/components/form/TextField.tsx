import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/** A formik text input; its error appears only after the field is touched. */
/** Addresses and numbers read left to right in every language (an Arabic page showed "https://" as "//:https"). */
const LEFT_TO_RIGHT_TYPES = new Set(['url', 'email', 'tel']);

export function TextField({ name, label, required, hint, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <input
        dir={LEFT_TO_RIGHT_TYPES.has(type) ? 'ltr' : undefined}
        {...inputProps}
        {...field}
        value={field.value ?? ''}
        id={id}
        type={type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
      />
    </FieldShell>
  );
}
