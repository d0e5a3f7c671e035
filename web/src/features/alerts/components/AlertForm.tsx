import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { JOB_ALERT_LIMITS, JOB_CATEGORIES, MAX_LENGTH, jobAlertSchema } from '@fj/shared';
import { TextField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { useSaveAlert } from '../api/save-alert';
import type { JobAlert } from '../api/types';
import { AlertCategoryField, AlertFrequencyField } from './AlertChoiceFields';

/** The job search an alert is made from (docs/jobs.md "Alerts from a search"). */
export interface AlertSearch {
  keyword: string;
  country: string;
  city: string;
  /** The alert's name to start with, and the search as the reader sees it. */
  name: string;
  summary: string;
}

interface AlertFormValues {
  alert_name: string;
  alert_email: string;
  alert_frequency: string;
  alert_category: string;
}

interface AlertFormProps {
  /** The alert being edited; a new one when absent. */
  alert?: JobAlert;
  /** Category to start with (the job's, from a job page). */
  category?: string;
  /** An alert for a job search: its keyword and place, kept with the alert, and a name to start with. */
  search?: AlertSearch;
  onSaved: () => void;
}

/** Create or edit a job alert: alert_name, alert_email, alert_frequency, alert_category (all required, §5). */
export function AlertForm({ alert, category, search, onSaved }: AlertFormProps) {
  const { t } = useTranslation();
  const save = useSaveAlert();
  const initial: AlertFormValues = {
    alert_name: alert?.alert_name ?? search?.name ?? '',
    alert_email: alert?.alert_email ?? '',
    alert_frequency: alert ? String(alert.alert_frequency) : '',
    alert_category: alert?.alert_category ?? (JOB_CATEGORIES.some((option) => option.value === category) ? category! : ''),
  };

  const submit = async (values: AlertFormValues, helpers: FormikHelpers<AlertFormValues>) => {
    try {
      const criteria = search ? { alert_keyword: search.keyword, alert_country: search.country, alert_city: search.city } : {};
      await save.mutateAsync({ ...(alert ? { id: alert.id } : {}), ...values, ...criteria, alert_frequency: Number(values.alert_frequency) });
      notifySuccess(t('toast.updated'));
      onSaved();
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={jobAlertSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form" noValidate data-testid="job-alert-form">
          {search?.summary ? (
            <p className="notice" data-testid="job-alert-search">
              {t('alerts.forSearch')} <strong data-i18n-skip="">{search.summary}</strong>
            </p>
          ) : null}
          <TextField name="alert_name" label={t('alerts.fields.name')} required maxLength={JOB_ALERT_LIMITS.name} />
          <TextField name="alert_email" type="email" label={t('alerts.fields.email')} required maxLength={MAX_LENGTH.email} />
          <AlertFrequencyField />
          <AlertCategoryField />
          <button type="submit" className="button" disabled={isSubmitting} data-testid="job-alert-save">
            {t('alerts.save')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
