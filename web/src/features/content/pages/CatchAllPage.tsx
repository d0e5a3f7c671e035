import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, productPageFromPath } from '@fj/shared';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/PageLoading';

// Loaded only for a landing page, so the home route's chunk does not carry it.
const StaticContentPage = lazy(() => import('./StaticContentPage').then((m) => ({ default: m.StaticContentPage })));

/** `/recruit-with-{product}` and `/about-{product}/` (editable landing pages; not router patterns), else not found. */
export function CatchAllPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const product = productPageFromPath(pathname);
  if (product) {
    return (
      <Suspense fallback={<PageLoading />}>
        <StaticContentPage slug={`${product.kind}-${product.product}`} />
      </Suspense>
    );
  }
  return (
    <section className="coming-soon" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button" to={ROUTES.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
