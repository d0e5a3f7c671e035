import { useField } from 'formik';
import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from '../../../../components/form/FieldShell';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

export function TextAreaField({ name, label, required, hint, rows = 6, ...props }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name.replace(/[.[\]]/g, '-')}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        {...props}
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={rows}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
    </FieldShell>
  );
}
