import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIMITS, ROUTES, withQuery } from '@fj/shared';
import { useLatestJobs } from '../api/browse-jobs';
import { useCategoriesAndLocations } from '../api/categories-locations';
import { categoryText } from '../lib/job-labels';
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

/**
 * Homepage: latest jobs (browse call, newest first) and the Premium and normal lists (limit 6 each, §9).
 * The newest jobs are usually the Premium ones, so the latest list skips what the Premium list already shows
 * (it reads one page more than it needs for that) instead of repeating the same six.
 */
export function HomeJobSections() {
  const { t } = useTranslation();
  const latest = useLatestJobs(LIMITS.homepageJobs + LIMITS.homepagePremiumJobs);
  const premium = useHomepageJobs('premium', LIMITS.homepagePremiumJobs);
  const premiumIds = new Set((premium.data ?? []).map((job) => job.ID));
  const latestRows = premium.data ? latest.data?.rows.filter((job) => !premiumIds.has(job.ID)).slice(0, LIMITS.homepageJobs) : undefined;
  const normal = useHomepageJobs('normal', LIMITS.homepageNormalJobs);
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
      <HomeJobList title={t('jobs.home.latest')} rows={latestRows} loading={latest.isPending || premium.isPending} moreHref={ROUTES.jobs} testId="home-latest-jobs" />
      <HomeJobList
        title={t('jobs.home.premium')}
        rows={premium.data}
        loading={premium.isPending}
        moreHref={withQuery(ROUTES.jobs, { job_class: 'premium' })}
        testId="home-premium-jobs"
      />
      <HomeJobList
        title={t('jobs.home.normal')}
        rows={normal.data}
        loading={normal.isPending}
        moreHref={withQuery(ROUTES.jobs, { job_class: 'normal' })}
        testId="home-normal-jobs"
      />
    </div>
  );
}
