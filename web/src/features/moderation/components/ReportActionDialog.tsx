import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ReportAction, ReportDto } from '@fj/shared';
import { TextAreaField, showServerErrors } from '../../../components/form';
import { Modal } from '../../../components/Modal';
import { notifySuccess } from '../../../components/toasts';
import { useReportAction } from '../api/report-action';

export const NOTE_MAX = 1000;

/**
 * What a moderator does with a report, with an optional note (kept with the report and in the audit log). Suspending
 * says what it does before it is done: the owner's account is closed to them and every session ends.
 */
export function ReportActionDialog({ report, action, onClose }: { report: ReportDto; action: ReportAction; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useReportAction();
  const schema = useMemo(() => yup.object({ note: yup.string().trim().max(NOTE_MAX, t('validation.tooLong', { max: NOTE_MAX })) }), [t]);
  const danger = action === 'suspend' || action === 'hide';
  return (
    <Modal open title={t(`moderation.reports.actions.${action}`)} onClose={onClose}>
      <Formik
        initialValues={{ note: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await act.mutateAsync({ reportId: report.id, action, note: values.note.trim() || undefined });
            notifySuccess(t(`moderation.reports.done.${action}`));
            onClose();
          } catch (error) {
            showServerErrors(error, helpers);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate data-testid="report-action-form">
            <p data-testid="report-action-question">
              {t(`moderation.reports.confirm.${action}`, { name: report.ownerName ?? '', object: report.objectLabel })}
            </p>
            <TextAreaField name="note" label={t('moderation.reports.note')} hint={t('moderation.reports.noteHint')} maxLength={NOTE_MAX} rows={3} />
            <div className="form__row moderation-dialog__actions">
              <button type="button" className="button button--ghost" onClick={onClose}>
                {t('confirm.cancel')}
              </button>
              <button type="submit" className={`button${danger ? ' button--danger' : ''}`} disabled={isSubmitting} data-testid="report-action-submit">
                {t(`moderation.reports.actions.${action}`)}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
