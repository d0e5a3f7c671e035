import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EmployerJobItem } from '../api/types';
import { formatDay } from '../../pipeline/lib/format-date';

/** §2 job list: title link, start date, location, job type, last date, Apply Now (opens the job). */
export function EmployerJobList({ jobs, loading }: { jobs: readonly EmployerJobItem[] | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  if (loading) return <p className="table__status">{t('common.loading')}</p>;
  if (!jobs?.length) return <p className="table__status">{t('common.noData')}</p>;
  return (
    <ul className="employer-jobs" data-testid="employer-jobs">
      {jobs.map((job) => (
        <li key={job.ID} className="employer-jobs__item" data-testid="employer-job">
          <div>
            <h3>
              <Link to={job.link}>{job.job}</Link>
            </h3>
            <p className="employer-jobs__meta">
              {t('employer.profile.startDate')}: {formatDay(job.startDate, i18n.language)}
              {job.location ? ` · ${job.location}` : ''}
              {job.job_type ? ` · ${job.job_type}` : ''}
              {job.endDate ? ` · ${t('employer.profile.lastDate')}: ${formatDay(job.endDate, i18n.language)}` : ''}
            </p>
          </div>
          <Link className="button" to={job.link} data-testid="apply-now">
            {t('employer.profile.applyNow')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
