import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, SIGNUP_STEPS, loginRedirectFor, loginSchema, signupStepHref, type LoginValues } from '@fj/shared';
import { TextField } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { clearSavedRedirect, readSavedRedirect } from '../../../lib/session-storage';
import { useLoginMutation } from '../api/login';
import { useStartSession } from '../use-start-session';

const INITIAL_VALUES: LoginValues = { username: '', password: '' };

/** Username + password. Errors show under a field only once it was touched (§5). */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLoginMutation();
  const startSession = useStartSession();

  const submit = async (values: LoginValues) => {
    try {
      const answer = await login.mutateAsync(values);
      notifySuccess(t('auth.loginSuccess'));
      const savedRedirect = readSavedRedirect();
      clearSavedRedirect();
      startSession(answer, (roles) => loginRedirectFor(roles, savedRedirect));
    } catch (error) {
      const status = apiErrorStatus(error);
      // §8: a refused login says 'Invalid login details'; throttling and outages say what the API says.
      if (status === 401 || status === 400 || status === 422) notifyError(t('toast.invalidLogin'));
      else notifyError(apiErrorMessage(error));
    }
  };

  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={loginSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label={t('auth.loginTitle')}>
          <TextField name="username" label={t('auth.username')} required autoComplete="username" />
          <TextField name="password" label={t('auth.password')} type="password" required autoComplete="current-password" />
          <div className="form__row form__row--between">
            <Link to={ROUTES.lostPassword}>{t('auth.forgotPassword')}</Link>
            <Link to={signupStepHref(SIGNUP_STEPS.MEMBERSHIP_TYPE)}>{t('auth.register')}</Link>
          </div>
          <button type="submit" className="button button--block" disabled={isSubmitting}>
            {isSubmitting ? t('auth.loggingIn') : t('auth.loginButton')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
