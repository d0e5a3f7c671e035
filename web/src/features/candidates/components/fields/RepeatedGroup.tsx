import { FieldArray, useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { translateFormMessage } from '../../../../lib/form-messages';

interface RepeatedGroupProps<Entry> {
  name: string;
  /** Heading of each entry, e.g. "Education 2". */
  entryTitle: (index: number) => string;
  addLabel: string;
  emptyEntry: Entry;
  max: number;
  renderEntry: (prefix: string, index: number) => ReactNode;
  testId: string;
}

/** A list of entries (education, work experience, certifications) with add, and remove after a confirmation. */
export function RepeatedGroup<Entry>({ name, entryTitle, addLabel, emptyEntry, max, renderEntry, testId }: RepeatedGroupProps<Entry>) {
  const { t } = useTranslation();
  const [field, meta] = useField<Entry[]>(name);
  const [pendingRemoval, setPendingRemoval] = useState<number | null>(null);
  const entries = field.value ?? [];
  // A message about the list itself (too many entries); entry messages sit under their own fields.
  const listError = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <div className="repeated-group form__full" data-testid={testId}>
          {entries.map((_, index) => (
            <fieldset key={index} className="repeated-group__entry" data-testid={`${testId}-entry`}>
              <legend className="repeated-group__legend">{entryTitle(index + 1)}</legend>
              <div className="form form--grid">{renderEntry(`${name}.${index}`, index)}</div>
              <button type="button" className="button button--link button--danger-link" onClick={() => setPendingRemoval(index)}>
                {t('candidate.form.remove')}
              </button>
            </fieldset>
          ))}
          {listError ? (
            <p className="field__error" role="alert">
              {translateFormMessage(listError, t)}
            </p>
          ) : null}
          <button type="button" className="button button--ghost" onClick={() => helpers.push({ ...emptyEntry })} disabled={entries.length >= max}>
            {addLabel}
          </button>
          <ConfirmDialog
            open={pendingRemoval !== null}
            onCancel={() => setPendingRemoval(null)}
            onConfirm={() => {
              if (pendingRemoval !== null) helpers.remove(pendingRemoval);
              setPendingRemoval(null);
            }}
          />
        </div>
      )}
    </FieldArray>
  );
}
