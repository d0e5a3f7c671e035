import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, lostPasswordSchema, type LostPasswordValues } from '@fj/shared';
import { TextField } from '../../../components/form';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { useLostPasswordMutation } from '../api/password-reset';

const INITIAL_VALUES: LostPasswordValues = { user_login: '' };

/** /my-account/lost-password/: the answer is the same whether or not the account exists. */
export function LostPasswordPage() {
  const { t } = useTranslation();
  const lostPassword = useLostPasswordMutation();
  const [sent, setSent] = useState(false);

  const submit = async (values: LostPasswordValues) => {
    try {
      await lostPassword.mutateAsync(values);
      setSent(true);
    } catch (error) {
      // Only throttling or an outage lands here; a wrong name still gets the neutral confirmation.
      if (apiErrorStatus(error) === 404) setSent(true);
      else notifyError(apiErrorMessage(error));
    }
  };

  return (
    <section className="auth-card" data-testid="lost-password-page">
      <h1>{t('auth.lostPasswordTitle')}</h1>
      {sent ? (
        <div className="notice notice--success" role="status" data-testid="lost-password-sent">
          <p>{t('auth.lostPasswordSent')}</p>
          <Link to={ROUTES.login}>{t('auth.backToLogin')}</Link>
        </div>
      ) : (
        <>
          <p className="auth-card__lead">{t('auth.lostPasswordLead')}</p>
          <Formik initialValues={INITIAL_VALUES} validationSchema={lostPasswordSchema} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form className="form" noValidate>
                <TextField name="user_login" label={t('auth.usernameOrEmail')} required autoComplete="username" />
                <button type="submit" className="button button--block" disabled={isSubmitting}>
                  {t('auth.sendResetLink')}
                </button>
                <Link to={ROUTES.login}>{t('auth.backToLogin')}</Link>
              </Form>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}
