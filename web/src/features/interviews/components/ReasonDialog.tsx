import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/form';
import { Modal } from '../../../components/Modal';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { REASON_MAX, formTexts, reasonSchema } from '../lib/interview-form';

interface ReasonDialogProps {
  title: string;
  /** `reason` (cancel, decline) or `message` (ask for other times): the body field the API takes. */
  field: 'reason' | 'message';
  label: string;
  submitLabel: string;
  doneMessage: string;
  testId: string;
  danger?: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog asking for one required text before an action (cancel, decline, ask for other times); nothing is sent until it is given. */
export function ReasonDialog({ title, field, label, submitLabel, doneMessage, testId, danger, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => reasonSchema(formTexts(t), field), [t, field]);
  return (
    <Modal open title={title} onClose={onClose}>
      <Formik
        initialValues={{ [field]: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          try {
            await onSubmit(values[field].trim());
            notifySuccess(doneMessage);
            onClose();
          } catch (error) {
            notifyError(apiErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate data-testid={testId}>
            <TextAreaField name={field} label={label} required maxLength={REASON_MAX} rows={3} />
            <div className="form__row interview-actions">
              <button type="button" className="button button--ghost" onClick={onClose}>
                {t('interviews.actions.back')}
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
