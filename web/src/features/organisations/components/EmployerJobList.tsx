import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EmployerJobItem } from '../api/types';
import { formatDay } from '../../pipeline/lib/format-date';
import { countryText, jobTypeText } from '../../jobs/lib/job-labels';
import { plainText } from '../../jobs/lib/job-links';

/** §2 job list: title link, start date, each location on its own, job type, last date, Apply Now (opens the job). */
export function EmployerJobList({ jobs, loading }: { jobs: readonly EmployerJobItem[] | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  if (loading && !jobs) return <p className="table__status">{t('common.loading')}</p>;
  if (!jobs?.length) return <p className="table__status">{t('common.noData')}</p>;
  return (
    <ul className="employer-jobs" data-testid="employer-jobs" aria-busy={loading || undefined}>
      {jobs.map((job) => {
        const places = job.locations.length
          ? job.locations.map((place) => [place.city, countryText(t, place.country)].filter(Boolean).join(', '))
          : job.location
            ? [plainText(job.location)]
            : [];
        const type = job.job_type_value ? jobTypeText(t, job.job_type_value) : job.job_type;
        return (
          <li key={job.ID} className="employer-jobs__item" data-testid="employer-job">
            <div className="employer-jobs__text">
              <h3>
                <Link to={job.link}>{job.job}</Link>
              </h3>
              {places.length ? (
                <ul className="employer-jobs__places" aria-label={t('employer.profile.locations')} data-testid="employer-job-locations">
                  {places.map((place) => (
                    <li key={place}>{place}</li>
                  ))}
                </ul>
              ) : null}
              <p className="employer-jobs__meta">
                {[
                  `${t('employer.profile.startDate')}: ${formatDay(job.startDate, i18n.language)}`,
                  type,
                  job.endDate ? `${t('employer.profile.lastDate')}: ${formatDay(job.endDate, i18n.language)}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Link className="button" to={job.link} data-testid="apply-now" aria-label={t('employer.profile.applyNowFor', { job: job.job })}>
              {t('employer.profile.applyNow')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
