import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTRACT_ADVICE_LIMITS, candidateContractAdviceHref } from '@fj/shared';
import { TextAreaField, TextField, showServerErrors } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { FileField } from '../../media/components/FileField';
import { useCreateRequest } from '../api/requests';
import { emptyRequest, requestSchema, todayIso, type RequestFormValues } from '../lib/request-form';

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The new request: the contract (PDF), the questions, and the date the answer is needed by. */
export function NewRequestForm({ onPaymentRequired }: { onPaymentRequired: (message: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateRequest();
  const schema = useMemo(() => requestSchema(t), [t]);

  const submit = async (values: RequestFormValues, helpers: FormikHelpers<RequestFormValues>) => {
    try {
      const created = await create.mutateAsync({ file: values.file!, questions: values.questions, deadline: values.deadline });
      notifySuccess(t('contractAdvice.form.sent'));
      navigate(candidateContractAdviceHref(created.id));
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 402) onPaymentRequired(apiErrorMessage(error));
      else if (status === 429) notifyError(apiErrorMessage(error));
      else showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={emptyRequest()} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form advice-panel advice-form" noValidate data-testid="contract-advice-form" aria-labelledby="advice-form-title">
          <h2 id="advice-form-title">{t('contractAdvice.form.title')}</h2>
          <FileField name="file" label={t('contractAdvice.form.file')} accept="application/pdf,.pdf" hint={t('contractAdvice.form.fileHint', { mb: CONTRACT_ADVICE_LIMITS.contractMaxMb })} />
          <TextAreaField name="questions" label={t('contractAdvice.form.questions')} hint={t('contractAdvice.form.questionsHint')} required maxLength={CONTRACT_ADVICE_LIMITS.questionsMaxLength} rows={5} />
          <TextField name="deadline" type="date" label={t('contractAdvice.form.deadline')} hint={t('contractAdvice.form.deadlineHint')} required min={addDays(todayIso(), 1)} />
          <div className="form__row">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="advice-submit">
              {isSubmitting ? t('contractAdvice.form.sending') : t('contractAdvice.form.submit')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
