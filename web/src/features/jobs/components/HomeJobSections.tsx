import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIMITS, ROUTES, withQuery } from '@fj/shared';
import { useLatestJobs } from '../api/browse-jobs';
import { useCategoriesAndLocations } from '../api/categories-locations';
import { categoryText } from '../lib/job-card-labels';
import { useHomepageJobs } from '../api/homepage-jobs';
import type { JobListItem } from '../api/types';
import { JobResults } from './JobResults';
import '../jobs.css';

function HomeJobList({ title, rows, loading, moreHref, testId }: { title: string; rows?: JobListItem[]; loading: boolean; moreHref: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="home-jobs" data-testid={testId}>
      <header className="home-jobs__header">
        <h2>{title}</h2>
        <Link to={moreHref}>{t('jobs.home.viewAll')}</Link>
      </header>
      <JobResults rows={rows} loading={loading} />
    </section>
  );
}

/** The first `limit` rows that are not already shown higher up the page; undefined while either list loads. */
function notShownAbove(rows: JobListItem[] | undefined, above: JobListItem[] | undefined, limit: number) {
  if (!rows || !above) return undefined;
  const shown = new Set(above.map((job) => job.ID));
  return rows.filter((job) => !shown.has(job.ID)).slice(0, limit);
}

/**
 * Homepage: latest jobs (browse call, offset 0, limit 6), then the Premium and normal lists (6 each, §9).
 * The newest jobs are also the first of their class, so the Premium and normal lists read one page more and skip
 * what "Latest jobs" already shows: no job appears twice on the page.
 */
export function HomeJobSections() {
  const { t } = useTranslation();
  const latest = useLatestJobs(LIMITS.homepageJobs);
  const premium = useHomepageJobs('premium', LIMITS.homepagePremiumJobs + LIMITS.homepageJobs);
  const normal = useHomepageJobs('normal', LIMITS.homepageNormalJobs + LIMITS.homepageJobs);
  const premiumRows = notShownAbove(premium.data, latest.data?.rows, LIMITS.homepagePremiumJobs);
  const normalRows = notShownAbove(normal.data, latest.data?.rows, LIMITS.homepageNormalJobs);
  const lookup = useCategoriesAndLocations();
  const categories = (lookup.data?.categories ?? []).filter((category) => category.count > 0);
  return (
    <div className="home-jobs-sections">
      {categories.length ? (
        <nav className="home-categories" aria-label={t('jobs.home.byCategory')} data-testid="home-categories">
          <h2>{t('jobs.home.byCategory')}</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.value}>
                <Link to={withQuery(ROUTES.jobs, { category: category.value })}>
                  {categoryText(t, category.value) || category.label} <span className="facet__count">{category.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <HomeJobList title={t('jobs.home.latest')} rows={latest.data?.rows} loading={latest.isPending} moreHref={ROUTES.jobs} testId="home-latest-jobs" />
      <HomeJobList
        title={t('jobs.home.premium')}
        rows={premiumRows}
        loading={premium.isPending || latest.isPending}
        moreHref={withQuery(ROUTES.jobs, { job_class: 'premium' })}
        testId="home-premium-jobs"
      />
      <HomeJobList
        title={t('jobs.home.normal')}
        rows={normalRows}
        loading={normal.isPending || latest.isPending}
        moreHref={withQuery(ROUTES.jobs, { job_class: 'normal' })}
        testId="home-normal-jobs"
      />
    </div>
  );
}
