import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { apiErrorStatus } from '../../../lib/api-errors';

/** A post or author page that could not be shown: "not found" for a 404, the load error otherwise, and a way back. */
export function ContentMissing({ error, notFoundKey, testId }: { error: unknown; notFoundKey: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="content-page" data-testid={testId}>
      <h1>{apiErrorStatus(error) === 404 ? t(notFoundKey) : t('content.loadError')}</h1>
      <Link to={ROUTES.blog}>{t('content.backToBlog')}</Link>
    </section>
  );
}
