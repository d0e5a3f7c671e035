import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  JOB_CATEGORIES,
  VISIBILITIES,
  enumLabelKey,
  labelOf,
  type CandidateProfile,
} from '@fj/shared';
import { CheckboxField } from '../../../../components/form';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../../lib/api-errors';
import { AlertCategoryField, AlertFrequencyField } from '../../../alerts';
import { ChoiceField, useUpdateProfile } from '../../../candidates';
import { useCreateSignupJobAlert } from '../../api/signup-job-alert';
import { DEFAULT_ALERT_FREQUENCY, preferencesSchema, type PreferencesValues } from './preferences-schema';

const ALERT_FIELDS = ['alert_category', 'alert_frequency'] as const;

/**
 * Step 20 REGISTRATION_FORM: whether employers can find the profile, and an optional job alert (created through
 * the alerts area's API with the profile's email). "Finish" saves what changed and opens the dashboard.
 */
export function PreferencesStep({ profile, onFinish }: { profile: CandidateProfile; onFinish: () => void }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const createAlert = useCreateSignupJobAlert();
  const initialValues: PreferencesValues = {
    cand_profile: profile.cand_profile || 'pub',
    job_alerts: false,
    alert_category: '',
    alert_frequency: DEFAULT_ALERT_FREQUENCY,
  };
  const categoryLabel = (value: string) =>
    t(enumLabelKey('category', value), { defaultValue: labelOf(JOB_CATEGORIES, value) ?? value });

  const submit = async (values: PreferencesValues, helpers: FormikHelpers<PreferencesValues>) => {
    try {
      if (values.cand_profile !== profile.cand_profile) await updateProfile.mutateAsync({ cand_profile: values.cand_profile });
      if (values.job_alerts) {
        await createAlert.mutateAsync({
          alert_name: t('signup.preferences.alertName', { category: categoryLabel(values.alert_category) }),
          alert_email: profile.cand_email,
          alert_frequency: Number(values.alert_frequency),
          alert_category: values.alert_category,
        });
      }
      notifySuccess(t('signup.preferences.done'));
      onFinish();
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      const shown = ALERT_FIELDS.filter((field) => fieldErrors?.[field]);
      if (fieldErrors && shown.length) {
        helpers.setErrors(Object.fromEntries(shown.map((field) => [field, fieldErrors[field]])));
        helpers.setTouched(Object.fromEntries(shown.map((field) => [field, true])), false);
      } else {
        notifyError(apiErrorMessage(error));
      }
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={preferencesSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Form className="form form--grid" noValidate data-testid="signup-preferences-form">
          <div className="form__full">
            <ChoiceField name="cand_profile" label={t('signup.preferences.visibility')} family="visibility" options={VISIBILITIES} required />
            <p className="field__hint">{t('signup.preferences.visibilityHint')}</p>
          </div>
          <div className="form__full">
            <CheckboxField name="job_alerts" label={t('signup.preferences.jobAlerts')} />
          </div>
          {values.job_alerts ? (
            <>
              <AlertCategoryField />
              <AlertFrequencyField />
              <p className="form__full field__hint">{t('signup.preferences.alertEmail', { email: profile.cand_email })}</p>
            </>
          ) : null}
          <div className="form__full form__row form__row--end">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="signup-finish">
              {isSubmitting ? t('signup.steps.saving') : t('signup.preferences.finish')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
