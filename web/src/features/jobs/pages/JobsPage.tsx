import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { useBrowseJobs } from '../api/browse-jobs';
import { BrowseJobsAccordion } from '../components/BrowseJobsAccordion';
import { JobFiltersPanel } from '../components/JobFiltersPanel';
import { JobResults } from '../components/JobResults';
import { JobSearchBar } from '../components/JobSearchBar';
import { SearchAlertButton } from '../components/SearchAlertButton';
import { Pager } from '../../../components/Pager';
import { employerEntries } from '../lib/browse-entries';
import { activeFilterCount, defaultSortFor, EMPTY_FILTERS, JOBS_PAGE_SIZE, JOB_SORTS, type JobSort } from '../lib/job-filters';
import { useJobFilters } from '../lib/use-job-filters';
import '../jobs.css';

/** /jobs-in-football/ and /jobs-in-football1: keyword, place, filters and sort live in the URL query. */
export function JobsPage() {
  const { t } = useTranslation();
  const { filters, update } = useJobFilters();
  const { data, isPending, isFetching } = useBrowseJobs(filters);
  const facets = data?.facets ?? {};
  const filtered = Boolean(filters.search) || activeFilterCount(filters) > 0;

  return (
    <div className="jobs-page" data-testid="jobs-page">
      <header className="jobs-page__header">
        <h1>{t('jobs.list.title')}</h1>
        <JobSearchBar
          value={filters.search}
          place={{ countries: filters.location, city: filters.city }}
          // A new keyword starts with its own default order (relevance; newest without one).
          onSearch={(search, place) =>
            update({
              search,
              sort: search === filters.search ? filters.sort : defaultSortFor(search),
              ...(place ? { location: place.countries, city: place.city } : {}),
            })
          }
          onPlace={(place) => update({ location: place.countries, city: place.city })}
        />
      </header>
      <BrowseJobsAccordion rows={data?.rows} />
      <div className="jobs-page__body">
        <JobFiltersPanel filters={filters} facets={facets} employers={employerEntries(data?.rows)} onChange={update} />
        <section className="jobs-page__results" aria-live="polite">
          <div className="jobs-page__toolbar">
            <p data-testid="jobs-total">{isPending ? t('common.loading') : t('jobs.list.total', { count: data?.total ?? 0 })}</p>
            <div className="jobs-page__tools">
              <SearchAlertButton filters={filters} />
              <label className="jobs-page__sort">
                <span>{t('jobs.list.sort')}</span>
                <select
                  className="field__input"
                  name="sort"
                  value={filters.sort}
                  disabled={!filters.search}
                  title={filters.search ? undefined : t('jobs.list.sortNeedsKeyword')}
                  onChange={(event) => update({ sort: event.target.value as JobSort })}
                >
                  {JOB_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`jobs.list.sortBy.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          <JobResults
            rows={data?.rows}
            loading={isPending || isFetching}
            savable
            empty={
              <EmptyState
                illustration="search"
                title={t('jobs.list.emptyTitle')}
                body={t('jobs.list.empty')}
                action={filtered ? { label: t('jobs.list.clearSearch'), onClick: () => update({ ...EMPTY_FILTERS }) } : undefined}
                data-testid="jobs-empty"
              />
            }
          />
          <Pager page={filters.page} pageSize={JOBS_PAGE_SIZE} total={data?.total ?? 0} onPage={(page) => update({ page })} />
        </section>
      </div>
    </div>
  );
}
