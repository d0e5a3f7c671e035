import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { PageLoading } from '../../../components/PageLoading';
import { ROUTES } from '@fj/shared';
import { useHotList } from '../api/employer-list';
import { HotListCard } from '../components/HotListCard';
import { HotListFiltersForm } from '../components/HotListFiltersForm';
import { WeeklyEmailToggle } from '../components/WeeklyEmailToggle';
import { filtersFromParams, filtersToParams } from '../lib/filters';
import '../hot-list.css';

const PAGE_SIZE = 20;

/** `/employer/hot-list`: paid candidates available now or soon, freshest first, with the weekly email switch. */
export function EmployerHotListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useHotList(filters, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  const today = new Date().toISOString().slice(0, 10);
  const rows = list.data?.data ?? [];
  const filtered = !!(filters.role || filters.country);

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <p className="notice notice--error">{t('hotList.loadError')}</p>;
  else if (rows.length === 0)
    body = <EmptyState illustration="search" title={filtered ? t('hotList.employer.noMatches') : t('hotList.employer.empty')} body={filtered ? t('hotList.employer.noMatchesBody') : undefined} data-testid="hot-list-empty" />;
  else
    body = (
      <div className="hot-list-results">
        {rows.map((item) => (
          <HotListCard key={item.ID} item={item} today={today} />
        ))}
      </div>
    );

  return (
    <section className="area-page hot-list-page" data-testid="employer-hot-list-page">
      <header className="area-page__header">
        <h1>{t('screens.employerHotList')}</h1>
      </header>
      <p className="lead">{t('hotList.employer.lead')}</p>
      <WeeklyEmailToggle />
      <HotListFiltersForm key={params.toString()} initial={filters} onSearch={(next) => setParams(filtersToParams(next))} />
      {list.data ? (
        <p className="hot-list-summary" data-testid="hot-list-total">
          {t('hotList.employer.total', { count: list.data.total })}{' '}
          {list.data.contactAccess ? null : (
            <span className="field__hint" data-testid="hot-list-upgrade-hint">
              {t('hotList.employer.upgradeHint')} <Link to={ROUTES.employerUpgrade}>{t('hotList.employer.upgradeLink')}</Link>
            </span>
          )}
        </p>
      ) : null}
      {body}
      <Pager showTotal page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={(next) => setParams(filtersToParams(filters, next))} />
    </section>
  );
}
