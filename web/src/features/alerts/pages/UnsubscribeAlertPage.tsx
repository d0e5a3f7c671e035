import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useUnsubscribeAlert } from '../api/unsubscribe';

/** The page an alert email's unsubscribe link opens: it sends the signed token once and says what happened. */
export function UnsubscribeAlertPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isSuccess, isError, error } = useUnsubscribeAlert();
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <section className="coming-soon" data-testid="alert-unsubscribe-page">
      <h1>{t('alerts.unsubscribe.title')}</h1>
      {!token ? <p>{t('alerts.unsubscribe.noToken')}</p> : null}
      {token && !isSuccess && !isError ? <p role="status">{t('common.loading')}</p> : null}
      {isSuccess ? <p data-testid="alert-unsubscribed">{t('alerts.unsubscribe.done')}</p> : null}
      {isError ? (
        <p className="notice notice--error" role="alert">
          {apiErrorMessage(error)}
        </p>
      ) : null}
      <Link className="button button--ghost" to={ROUTES.candidateJobAlerts}>
        {t('alerts.unsubscribe.manage')}
      </Link>
    </section>
  );
}
