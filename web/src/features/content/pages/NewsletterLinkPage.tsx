import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useNewsletterToken } from '../api/content-forms';
import '../content.css';

/**
 * Where the newsletter's signed links land: the page posts the token to the API (a state change, so the
 * request is a POST the API never caches; the page sends it once on open.
 */
export function NewsletterLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const action = useNewsletterToken(kind);
  const { mutate } = action;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <section className="content-page" data-testid={`newsletter-${kind}`}>
      <h1>{kind === 'confirm' ? t('content.newsletter.confirmTitle') : t('content.newsletter.unsubscribeTitle')}</h1>
      {action.isPending || (!action.isError && !action.isSuccess && token) ? (
        <p>{t('content.newsletter.working')}</p>
      ) : action.isSuccess ? (
        <p role="status">{kind === 'confirm' ? t('content.newsletter.confirmed') : t('content.newsletter.unsubscribed')}</p>
      ) : (
        <p role="alert">{t('content.newsletter.badLink')}</p>
      )}
      <Link to={ROUTES.home}>{t('notFound.home')}</Link>
    </section>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage kind="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage kind="unsubscribe" />;
