import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TextAreaField, showServerErrors } from './form';
import { Modal } from './Modal';
import { notifySuccess } from './toasts';

export interface ReasonDialogProps {
  title: string;
  /** What happens to the reason (who reads it, where it shows). */
  lead?: string;
  /** The body field the API takes (default `reason`). */
  field?: string;
  label: string;
  hint?: string;
  /** The message for an empty reason; without it the reason is optional (a note). */
  requiredMessage?: string;
  max: number;
  rows?: number;
  /** A red submit button (default): the decision is hard to undo. */
  danger?: boolean;
  submitLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  successMessage: string;
  /** Prefix of the test ids: `<testId>-form`, `<testId>-question` (the lead), `<testId>-submit`. */
  testId: string;
  /** Sends the trimmed reason; a refusal from the API is shown on the field or as a toast. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * An action that takes one written text: a moderator's reason (refusing a job or a background check: required) or
 * note (acting on a report: optional), an interview declined, cancelled or moved (required). Bounded, sent once; the
 * lead says what the action does before it is taken.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, lead, field = 'reason', label, hint, requiredMessage, max, rows = 4, danger = true, submitLabel, cancelLabel, successMessage, testId, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const text = yup.string().trim().max(max, t('validation.tooLong', { max }));
    return yup.object({ [field]: requiredMessage ? text.required(requiredMessage) : text });
  }, [t, field, requiredMessage, max]);
  return (
    <Modal open title={title} onClose={onClose}>
      <Formik
        initialValues={{ [field]: '' } as Record<string, string>}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await onSubmit((values[field] ?? '').trim());
            notifySuccess(successMessage);
            onClose();
          } catch (error) {
            showServerErrors(error, helpers);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate data-testid={`${testId}-form`}>
            {lead ? <p data-testid={`${testId}-question`}>{lead}</p> : null}
            <TextAreaField name={field} label={label} hint={hint} required={Boolean(requiredMessage)} maxLength={max} rows={rows} />
            <div className="form__row reason-dialog__actions">
              <button type="button" className="button button--ghost" onClick={onClose}>
                {cancelLabel ?? t('confirm.cancel')}
              </button>
              <button type="submit" className={`button${danger ? ' button--danger' : ''}`} disabled={isSubmitting} data-testid={`${testId}-submit`}>
                {submitLabel}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
