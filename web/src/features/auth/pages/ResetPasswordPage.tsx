import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, resetPasswordSchema, type ResetPasswordValues } from '@fj/shared';
import { TextField } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useResetPasswordMutation } from '../api/password-reset';

/** /my-account/reset-password/?token=… — the emailed single-use link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resetPassword = useResetPasswordMutation();

  if (!token) {
    return (
      <section className="auth-card" data-testid="reset-password-page">
        <h1>{t('auth.resetTitle')}</h1>
        <p className="notice notice--error">{t('auth.resetMissingToken')}</p>
        <Link to={ROUTES.lostPassword}>{t('auth.requestNewLink')}</Link>
      </section>
    );
  }

  const submit = async (values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) => {
    try {
      await resetPassword.mutateAsync(values);
      notifySuccess(t('auth.resetDone'));
      navigate(ROUTES.login, { replace: true });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields && !fields.token) helpers.setErrors(fields);
      notifyError(apiErrorMessage(error));
    }
  };

  return (
    <section className="auth-card" data-testid="reset-password-page">
      <h1>{t('auth.resetTitle')}</h1>
      <p className="auth-card__lead">{t('auth.resetLead')}</p>
      <Formik
        initialValues={{ token, password: '', confirm_password: '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <TextField name="password" label={t('auth.newPassword')} type="password" required autoComplete="new-password" />
            <TextField
              name="confirm_password"
              label={t('auth.confirmPassword')}
              type="password"
              required
              autoComplete="new-password"
            />
            <button type="submit" className="button button--block" disabled={isSubmitting}>
              {t('auth.resetButton')}
            </button>
            <Link to={ROUTES.lostPassword}>{t('auth.requestNewLink')}</Link>
          </Form>
        )}
      </Formik>
    </section>
  );
}
