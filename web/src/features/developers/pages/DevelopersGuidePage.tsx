import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { API_SCOPES, ROUTES, WEBHOOK_EVENTS } from '@fj/shared';
import { apiBaseUrl } from '../../../lib/api-client';
import { intlLocale } from '../../../lib/intl-locale';
import { createWebhook, firstCall, missingScopeAnswer, payloadExample, rateLimitHeaders, verifySignature } from '../lib/guide-snippets';
import { retryScheduleText } from '../lib/retry-schedule';
import { i18nCode } from '../lib/scopes';
import '../developers.css';

function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre className="dev-code" dir="ltr" translate="no" aria-label={label} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

/** `/developers`: getting started with the API — a key, a first call, scopes, a webhook and its signature. */
export function DevelopersGuidePage() {
  const { t, i18n } = useTranslation();
  const api = apiBaseUrl();
  const docs = `${api}/docs`;
  return (
    <article className="container-m dev-guide" data-testid="developers-guide">
      <header className="dev-guide__hero">
        <h1>{t('screens.developers')}</h1>
        <p className="lead">{t('developers.guide.lead')}</p>
        <p className="dev-guide__actions">
          <Link className="button" to={ROUTES.employerDevelopers} data-testid="guide-employer-keys">
            {t('developers.guide.employerKeys')}
          </Link>
          <Link className="button button--ghost" to={ROUTES.candidateDevelopers}>
            {t('developers.guide.candidateKeys')}
          </Link>
          <a className="button button--ghost" href={docs} data-testid="guide-docs-link">
            {t('developers.guide.reference')}
          </a>
        </p>
      </header>

      <ol className="dev-steps">
        <li className="card dev-step">
          <h2>{t('developers.guide.keyTitle')}</h2>
          <p>{t('developers.guide.keyBody')}</p>
          <p className="notice notice--warning">{t('developers.guide.keySecret')}</p>
        </li>

        <li className="card dev-step">
          <h2>{t('developers.guide.callTitle')}</h2>
          <p>{t('developers.guide.callBody')}</p>
          <Code label={t('developers.guide.callTitle')}>{firstCall(api)}</Code>
          <p>{t('developers.guide.callAnswer')}</p>
          <Code label={t('developers.guide.scopeRefused')}>{missingScopeAnswer}</Code>
        </li>

        <li className="card dev-step">
          <h2>{t('developers.guide.scopesTitle')}</h2>
          <p>{t('developers.guide.scopesBody')}</p>
          <div className="table-wrap">
            <table className="table" data-testid="guide-scopes">
              <caption className="visually-hidden">{t('developers.guide.scopesTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('developers.guide.scope')}</th>
                  <th scope="col">{t('developers.guide.allows')}</th>
                </tr>
              </thead>
              <tbody>
                {API_SCOPES.map((scope) => (
                  <tr key={scope}>
                    <td>
                      <code dir="ltr" translate="no">
                        {scope}
                      </code>
                    </td>
                    <td>{t(`developers.scopes.${i18nCode(scope)}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{t('developers.guide.limits')}</p>
          <Code label={t('developers.guide.limitsLabel')}>{rateLimitHeaders}</Code>
        </li>

        <li className="card dev-step">
          <h2>{t('developers.guide.hookTitle')}</h2>
          <p>{t('developers.guide.hookBody')}</p>
          <Code label={t('developers.guide.hookTitle')}>{createWebhook(api)}</Code>
          <ul className="dev-guide__events">
            {WEBHOOK_EVENTS.map((event) => (
              <li key={event}>
                <code dir="ltr" translate="no">
                  {event}
                </code>{' '}
                {t(`developers.events.${i18nCode(event)}`)}
              </li>
            ))}
          </ul>
          <p>{t('developers.guide.payload')}</p>
          <Code label={t('developers.guide.payloadLabel')}>{payloadExample}</Code>
        </li>

        <li className="card dev-step">
          <h2>{t('developers.guide.verifyTitle')}</h2>
          <p>{t('developers.guide.verifyBody')}</p>
          <Code label={t('developers.guide.verifyTitle')}>{verifySignature}</Code>
          <p>{t('developers.guide.retries', { schedule: retryScheduleText(intlLocale(i18n.language)) })}</p>
        </li>
      </ol>

      <section className="card dev-guide__more">
        <h2>{t('developers.guide.moreTitle')}</h2>
        <ul>
          <li>
            <a href={docs}>{t('developers.guide.reference')}</a> — {t('developers.guide.referenceBody')}
          </li>
          <li>
            <Link to={ROUTES.employerDevelopers}>{t('developers.guide.employerKeys')}</Link>
          </li>
          <li>
            <Link to={ROUTES.candidateDevelopers}>{t('developers.guide.candidateKeys')}</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
