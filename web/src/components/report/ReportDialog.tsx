import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, REPORT_REASONS, type ReportKind } from '@fj/shared';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { SelectField, TextAreaField, TextField, showServerErrors } from '../form';
import { Modal } from '../Modal';
import { notifyInfo, notifySuccess } from '../toasts';
import { createReport } from './create-report';
import { EMPTY_REPORT, reportSchema, toReportRequest } from './report-form';

export interface ReportDialogProps {
  kind: ReportKind;
  id: number;
  /** Not signed in: only jobs can be reported, with an optional email to hear the outcome. */
  visitor: boolean;
  onClose: () => void;
}

/** Tells the moderators about a job, profile, player, post or message: a reason, what is wrong, (visitors) an email. */
export function ReportDialog({ kind, id, visitor, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => reportSchema(t), [t]);
  const reasons = REPORT_REASONS.map((value) => ({ value, label: t(`moderation.reasons.${value}`) }));
  return (
    <Modal open title={t(`moderation.report.title.${kind}`)} onClose={onClose}>
      <Formik
        initialValues={EMPTY_REPORT}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await createReport(toReportRequest(kind, id, values, visitor));
            notifySuccess(t('moderation.report.sent'));
            onClose();
          } catch (error) {
            if (apiErrorStatus(error) === 409) {
              notifyInfo(t('moderation.report.already'));
              onClose();
              return;
            }
            if (apiErrorStatus(error) === 429) {
              notifyInfo(apiErrorMessage(error, t('moderation.report.tooMany')));
              return;
            }
            showServerErrors(error, helpers);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form report-form" noValidate data-testid="report-form">
            <p className="report-form__lead">{t('moderation.report.lead')}</p>
            <SelectField name="reason" label={t('moderation.report.reason')} options={reasons} required />
            <TextAreaField name="details" label={t('moderation.report.details')} hint={t('moderation.report.detailsHint')} maxLength={REPORT_LIMITS.detailsMax} rows={4} />
            {visitor ? <TextField name="email" type="email" autoComplete="email" label={t('moderation.report.email')} hint={t('moderation.report.emailHint')} /> : null}
            <div className="form__row report-form__actions">
              <button type="button" className="button button--ghost" onClick={onClose}>
                {t('confirm.cancel')}
              </button>
              <button type="submit" className="button button--danger" disabled={isSubmitting} data-testid="report-submit">
                {t('moderation.report.submit')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
