import { useField, useFormikContext } from 'formik';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../components/form/FieldShell';
import '../media.css';

interface FileFieldProps {
  name: string;
  label: string;
  accept: string;
  hint?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called with the chosen file (or null) after formik has it, e.g. to suggest a title. */
  onFile?: (file: File | null) => void;
}

/**
 * A required file picker bound to formik: the native input stays in the page (keyboard, screen readers and tests
 * use it) but is drawn as a button with the chosen file's name beside it. Choosing a file marks it touched so a
 * precheck error shows at once.
 */
export function FileField({ name, label, accept, hint, inputRef, onFile }: FileFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<File | null>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const [focused, setFocused] = useState(false);
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const chosen = field.value;
  return (
    <FieldShell id={id} label={label} required error={error} hint={hint}>
      <div className={`file-picker${focused ? ' file-picker--focused' : ''}${error ? ' file-picker--invalid' : ''}`} data-testid={`${name}-picker`}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="file-picker__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-chosen`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onFocus={() => setFocused(true)}
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            await setFieldValue(name, file, true);
            await setFieldTouched(name, true, true);
            onFile?.(file);
          }}
          onBlur={() => {
            setFocused(false);
            void setFieldTouched(name, true, true);
          }}
        />
        <span className="file-picker__button" aria-hidden="true">
          {chosen ? t('media.picker.change') : t('media.picker.choose')}
        </span>
        <span className="file-picker__name" id={`${id}-chosen`} aria-live="polite" data-testid={`${name}-chosen`}>
          {chosen ? chosen.name : t('media.picker.none')}
        </span>
      </div>
    </FieldShell>
  );
}
