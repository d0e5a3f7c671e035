import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../lib/form-messages';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
}

export function CheckboxField({ name, label, required }: CheckboxFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <label className="field__check" htmlFor={id}>
        <input
          name={field.name}
          checked={!!field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
        />
        <span>
          {label}
          {required ? ' *' : ''}
        </span>
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {translateFormMessage(error, t)}
        </p>
      ) : null}
    </div>
  );
}
