import { useField } from 'formik';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from '../../../components/form';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A formik textarea; its error appears only after the field is touched (§5). */
export function TextAreaField({ name, label, required, hint, textareaRef, ...props }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        {...props}
        {...field}
        ref={textareaRef}
        value={field.value ?? ''}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
      />
    </FieldShell>
  );
}
