import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { BACKGROUND_CHECK_LIMITS } from '@fj/shared';
import { TextAreaField, showServerErrors } from '../../../components/form';
import { Modal } from '../../../components/Modal';
import { notifySuccess } from '../../../components/toasts';
import { useReviewBackgroundCheck } from '../api/review-background-check';

/** Rejecting a check needs a reason: it is emailed to the candidate and shown beside the check. */
export function ReviewRejectDialog({ checkId, candidate, onClose }: { checkId: number; candidate: string; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useReviewBackgroundCheck();
  const max = BACKGROUND_CHECK_LIMITS.rejectionReason;
  const schema = useMemo(
    () => yup.object({ reason: yup.string().trim().required(t('safeguarding.admin.reasonRequired')).max(max, t('validation.tooLong', { max })) }),
    [t, max],
  );
  return (
    <Modal open title={t('safeguarding.admin.rejectTitle', { name: candidate })} onClose={onClose}>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await review.mutateAsync({ id: checkId, decision: 'reject', reason: values.reason.trim() });
            notifySuccess(t('safeguarding.admin.rejected'));
            onClose();
          } catch (error) {
            showServerErrors(error, helpers);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate data-testid="check-reject-form">
            <p>{t('safeguarding.admin.rejectLead')}</p>
            <TextAreaField name="reason" label={t('safeguarding.admin.reason')} required maxLength={max} rows={4} />
            <div className="form__row safeguarding-dialog__actions">
              <button type="button" className="button button--ghost" onClick={onClose}>
                {t('confirm.cancel')}
              </button>
              <button type="submit" className="button button--danger" disabled={isSubmitting} data-testid="check-reject-submit">
                {t('safeguarding.admin.reject')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
