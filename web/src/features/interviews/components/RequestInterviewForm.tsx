import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { ROUTES } from '@fj/shared';
import { SelectField, TextAreaField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import type { AppliedJob } from '../../applications/api/types';
import { useRequestInterview } from '../api/request-interview';
import { MAX_CANDIDATE_SLOTS, MESSAGE_MAX, formTexts, slotsSchema, slotsToIso } from '../lib/interview-form';
import { SlotPickers } from './SlotPickers';

interface RequestValues {
  applicationId: string;
  slots: string[];
  message: string;
}

interface RequestInterviewFormProps {
  applications: readonly AppliedJob[];
  zone: string;
  zoneSaved: boolean;
  /** The API refused for the tier (402): the page shows the upgrade path with its message. */
  onPaymentRequired: (message: string) => void;
}

/** §6 "Create an interview": one of the candidate's applications, up to 3 times in his zone, and a note to the employer. */
export function RequestInterviewForm({ applications, zone, zoneSaved, onPaymentRequired }: RequestInterviewFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestInterview();
  const schema = useMemo(() => {
    const M = formTexts(t);
    return yup.object({
      applicationId: yup.string().required(M.required),
      slots: slotsSchema(M, zone, MAX_CANDIDATE_SLOTS),
      message: yup.string().trim().required(M.required).max(MESSAGE_MAX, M.tooLong),
    });
  }, [t, zone]);
  const options = applications.map((application) => ({ value: String(application.id), label: `${application.job_title} · ${application.employer}` }));

  const submit = async (values: RequestValues, helpers: FormikHelpers<RequestValues>) => {
    try {
      await request.mutateAsync({ applicationId: Number(values.applicationId), slots: slotsToIso(values.slots, zone), message: values.message.trim() });
      notifySuccess(t('interviews.done.requested'));
      navigate(ROUTES.candidateInterviews);
    } catch (error) {
      if (apiErrorStatus(error) === 402) onPaymentRequired(apiErrorMessage(error, t('interviews.request.refusedDefault')));
      else showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={{ applicationId: options.length === 1 ? options[0].value : '', slots: [''], message: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form interview-panel interview-form" noValidate data-testid="interview-request-form">
          <SelectField name="applicationId" label={t('interviews.fields.application')} options={options} required />
          <SlotPickers name="slots" max={MAX_CANDIDATE_SLOTS} zone={zone} zoneSaved={zoneSaved} />
          <TextAreaField name="message" label={t('interviews.fields.messageToEmployer')} required maxLength={MESSAGE_MAX} rows={4} />
          <div className="form__row">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="interview-request-submit">
              {t('interviews.actions.sendRequest')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
