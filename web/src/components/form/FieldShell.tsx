import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../lib/form-messages';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shown only when the field is touched and in error (§5). */
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Label (ending ' *' when required), the control, and its error under it. */
export function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {required ? `${label} *` : label}
      </label>
      {children}
      {hint && !error ? <p className="field__hint">{hint}</p> : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {translateFormMessage(error, t)}
        </p>
      ) : null}
    </div>
  );
}
