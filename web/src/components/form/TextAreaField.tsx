import { useField } from 'formik';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A formik textarea; its error appears only after the field is touched (§5). */
export function TextAreaField({ name, label, required, hint, rows = 4, textareaRef, ...props }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  // Nested names (cand_profession.0.project_desc) make ids that are also valid CSS selectors.
  const id = `field-${name.replace(/[.[\]]/g, '-')}`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        {...props}
        {...field}
        ref={textareaRef}
        value={field.value ?? ''}
        id={id}
        rows={rows}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldShell>
  );
}
