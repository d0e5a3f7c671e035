import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TextAreaField, showServerErrors } from '../../../components/form';
import { Modal } from '../../../components/Modal';
import { notifySuccess } from '../../../components/toasts';
import { useRejectJob } from '../api/reject-job';

export const REJECTION_MAX = 1000;

/** The reason a job is refused: required, emailed to the employer and shown on their edit page. */
export function RejectDialog({ jobId, title, onClose }: { jobId: number; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectJob();
  const schema = useMemo(
    () =>
      yup.object({
        reason: yup.string().trim().required(t('moderation.queue.reasonRequired')).max(REJECTION_MAX, t('validation.tooLong', { max: REJECTION_MAX })),
      }),
    [t],
  );
  return (
    <Modal open title={t('moderation.queue.rejectTitle', { title })} onClose={onClose}>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await reject.mutateAsync({ jobId, reason: values.reason.trim() });
            notifySuccess(t('moderation.queue.rejected'));
            onClose();
          } catch (error) {
            showServerErrors(error, helpers);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate data-testid="moderation-reject-form">
            <p>{t('moderation.queue.rejectLead')}</p>
            <TextAreaField name="reason" label={t('moderation.queue.rejectReason')} required maxLength={REJECTION_MAX} rows={4} />
            <div className="form__row moderation-dialog__actions">
              <button type="button" className="button button--ghost" onClick={onClose}>
                {t('confirm.cancel')}
              </button>
              <button type="submit" className="button button--danger" disabled={isSubmitting} data-testid="moderation-reject-submit">
                {t('moderation.queue.reject')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
