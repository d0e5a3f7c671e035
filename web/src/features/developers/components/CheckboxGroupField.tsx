import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../../lib/form-messages';

export interface CheckboxOption {
  value: string;
  label: string;
  /** A line under the label: what the choice allows. */
  hint?: string;
}

interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  /** One list, or several headed lists (read / write). */
  groups: { heading?: string; options: CheckboxOption[] }[];
  required?: boolean;
  testId?: string;
}

/** A formik array of strings as a fieldset of checkboxes sharing one name (one checkbox per value). */
export function CheckboxGroupField({ name, legend, groups, required, testId }: CheckboxGroupFieldProps) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>(name);
  const chosen = field.value ?? [];
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  const errorId = `field-${name}-error`;
  const toggle = (value: string, on: boolean) => {
    void helpers.setValue(on ? [...chosen, value] : chosen.filter((item) => item !== value));
    void helpers.setTouched(true, false);
  };
  return (
    <fieldset className={`field dev-checks${error ? ' field--invalid' : ''}`} data-testid={testId} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{required ? `${legend} *` : legend}</legend>
      <div className="dev-checks__groups">
        {groups.map((group, index) => (
          <div key={group.heading ?? index} className="dev-checks__group">
            {group.heading ? <p className="dev-checks__heading">{group.heading}</p> : null}
            {group.options.map((option) => (
              <label key={option.value} className="field__check dev-checks__option">
                <input type="checkbox" name={name} value={option.value} checked={chosen.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
                <span>
                  <code className="dev-checks__label" dir="ltr" translate="no">
                    {option.label}
                  </code>
                  {option.hint ? <span className="field__hint dev-checks__hint">{option.hint}</span> : null}
                </span>
              </label>
            ))}
          </div>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {translateFormMessage(error, t)}
        </p>
      ) : null}
    </fieldset>
  );
}
