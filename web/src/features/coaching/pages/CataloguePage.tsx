import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoading } from '../../../components/PageLoading';
import { Pager } from '../../../components/Pager';
import { useCatalogue } from '../api/catalogue';
import { CatalogueFilters } from '../components/CatalogueFilters';
import { CourseCard } from '../components/CourseCard';
import { CATALOGUE_PAGE_SIZE, filtersFromParams, hasFilters, paramsFromFilters, type CatalogueFilters as Filters } from '../lib/catalogue-filters';
import '../coaching.css';

/** `/coaching`: the Employability Hub's catalogue, filtered by category, level, language and words, a page at a time. */
export function CataloguePage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const { data, isPending, isError, refetch, isPlaceholderData } = useCatalogue(filters);
  const show = (next: Filters) => {
    setParams(paramsFromFilters(next));
    window.scrollTo({ top: 0 });
  };

  let body;
  if (isPending) body = <PageLoading />;
  else if (isError)
    body = (
      <div className="notice notice--error" role="alert">
        <p>{t('coaching.catalogue.loadError')}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  else if (data.rows.length === 0)
    body = hasFilters(filters) ? (
      <EmptyState
        illustration="search"
        title={t('coaching.catalogue.noMatchTitle')}
        body={t('coaching.catalogue.noMatchBody')}
        action={{ label: t('coaching.filters.clear'), onClick: () => show({ category: '', level: '', language: '', search: '', page: 1 }) }}
        data-testid="coaching-empty"
      />
    ) : (
      <EmptyState illustration="search" title={t('coaching.catalogue.emptyTitle')} body={t('coaching.catalogue.emptyBody')} data-testid="coaching-empty" />
    );
  else
    body = (
      <>
        <p className="coaching-count" aria-live="polite" data-testid="coaching-count">
          {t('coaching.catalogue.count', { count: data.total })}
        </p>
        <ul className={`coaching-grid${isPlaceholderData ? ' coaching-grid--stale' : ''}`} data-testid="coaching-catalogue">
          {data.rows.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
        <Pager page={filters.page} pageSize={CATALOGUE_PAGE_SIZE} total={data.total} onPage={(page) => show({ ...filters, page })} showTotal />
      </>
    );

  return (
    <section className="coaching-page" data-testid="coaching-catalogue-page">
      <header className="coaching-hero">
        <div>
          <h1>{t('coaching.catalogue.title')}</h1>
          <p className="lead">{t('coaching.catalogue.lead')}</p>
        </div>
        {isLoggedIn ? (
          <Link className="button button--ghost" to={ROUTES.coachingEnrollments} data-testid="coaching-my-courses-link">
            {t('coaching.enrollments.title')}
          </Link>
        ) : null}
      </header>
      <CatalogueFilters filters={filters} onChange={show} />
      {body}
    </section>
  );
}
