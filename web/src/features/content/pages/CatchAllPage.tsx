import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, productPageFromPath } from '@fj/shared';
import { StaticContentPage } from './StaticContentPage';

/** `/recruit-with-{product}` and `/about-{product}/` (editable landing pages; not router patterns), else not found. */
export function CatchAllPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const product = productPageFromPath(pathname);
  if (product) return <StaticContentPage slug={`${product.kind}-${product.product}`} />;
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
