import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, EMPLOYER_PROFILE_LIMITS, MAX_LENGTH, employerProfileSchema } from '@fj/shared';
import { SelectField, TextField, showServerErrors } from '../../../components/form';
import { RichTextFormField } from '../../../components/rich-text';
import { notifySuccess } from '../../../components/toasts';
import { useUpdateEmployerProfile } from '../api/update-employer-profile';
import type { EmployerProfile } from '../api/types';
import { toFormValues, type EmployerProfileValues } from '../lib/profile-form-values';
import { enumOptions } from '../../../lib/enum-labels';

/** Every §3 employer field; the video link must be YouTube's (§5). */
export function EmployerProfileForm({ profile }: { profile: EmployerProfile }) {
  const { t } = useTranslation();
  const update = useUpdateEmployerProfile();

  const submit = async (values: EmployerProfileValues, helpers: FormikHelpers<EmployerProfileValues>) => {
    try {
      await update.mutateAsync(values);
      notifySuccess(t('toast.updated'));
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  const url = (name: keyof EmployerProfileValues, label: string) => (
    <TextField name={name} type="url" label={label} maxLength={MAX_LENGTH.url} placeholder="https://" />
  );
  return (
    <Formik initialValues={toFormValues(profile)} validationSchema={employerProfileSchema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form className="form employer-form" noValidate data-testid="employer-profile-form">
          <TextField name="name" label={t('employer.edit.name')} required maxLength={160} />
          <TextField name="headline" label={t('employer.edit.headline')} maxLength={EMPLOYER_PROFILE_LIMITS.headline} />
          <TextField name="emp_email" type="email" label={t('employer.edit.email')} maxLength={MAX_LENGTH.email} />
          <TextField name="emp_city" label={t('employer.edit.city')} maxLength={EMPLOYER_PROFILE_LIMITS.city} />
          <SelectField
            name="emp_country"
            label={t('employer.edit.country')}
            options={enumOptions(t, 'countries', COUNTRIES)}
          />
          <TextField name="emp_nos" label={t('employer.edit.employees')} maxLength={EMPLOYER_PROFILE_LIMITS.employees} />
          <TextField name="emp_est" label={t('employer.edit.founded')} maxLength={10} placeholder="DD/MM/YYYY" hint={t('employer.edit.dateHint')} />
          {url('emp_web', t('employer.edit.website'))}
          {url('emp_fb', t('employer.social.facebook'))}
          {url('emp_twitter', t('employer.social.twitter'))}
          {url('emp_google', t('employer.edit.instagram'))}
          {url('emp_linkedin', t('employer.social.linkedin'))}
          {url('emp_youtube', t('employer.edit.youtubeChannel'))}
          <TextField name="emp_video" type="url" label={t('employer.edit.video')} maxLength={MAX_LENGTH.url} hint={t('employer.edit.videoHint')} />
          <div className="employer-form__wide">
            <RichTextFormField name="intro" label={t('employer.edit.intro')} minRows={6} maxLength={EMPLOYER_PROFILE_LIMITS.richText} />
            <RichTextFormField name="culture" label={t('employer.edit.culture')} minRows={4} toolbar="basic" maxLength={EMPLOYER_PROFILE_LIMITS.richText} />
            <RichTextFormField name="insights" label={t('employer.edit.insights')} minRows={4} toolbar="basic" maxLength={EMPLOYER_PROFILE_LIMITS.richText} />
            <button type="submit" className="button" disabled={isSubmitting} data-testid="employer-profile-save">
              {t('employer.edit.save')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
