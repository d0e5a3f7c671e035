import { useField, useFormikContext } from 'formik';
import type { RefObject } from 'react';
import { FieldShell } from '../../../components/form/FieldShell';

interface FileFieldProps {
  name: string;
  label: string;
  accept: string;
  hint?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A required file input bound to formik; choosing a file marks it touched so a precheck error shows at once. */
export function FileField({ name, label, accept, hint, inputRef }: FileFieldProps) {
  const [, meta] = useField<File | null>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldShell id={id} label={label} required error={error} hint={hint}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={async (event) => {
          await setFieldValue(name, event.currentTarget.files?.[0] ?? null, true);
          await setFieldTouched(name, true, true);
        }}
        onBlur={() => void setFieldTouched(name, true, true)}
      />
    </FieldShell>
  );
}
