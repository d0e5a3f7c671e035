import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrganisationLogo } from '../../../components/OrganisationLogo';
import { mediaUrl } from '../../candidates/media-url';
import { jobBySlugQuery } from '../api/job-detail-by-slug';
import type { AppliedMark as Mark } from '../api/my-applied-jobs';
import type { JobListItem } from '../api/types';
import { isPremiumJob, jobLocationText, jobTypeText, jobTypeValue } from '../lib/job-card-labels';
import { jobPath, slugOfPath } from '../lib/job-links';
import { formatDate, relativeTime } from '../../../lib/format-date';
import { AppliedMark } from './AppliedMark';
import { JobPlaces } from './JobPlaces';

/** One job in a list; pointing at it starts loading the job page's data (so /job/{slug} opens preloaded). */
export function JobCard({ job, applied }: { job: JobListItem; applied?: Mark }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const path = jobPath(job);
  const slug = job.slug ?? slugOfPath(path);
  const prefetch = () => {
    if (slug) void queryClient.prefetchQuery(jobBySlugQuery(slug));
  };
  const location = jobLocationText(t, job);
  return (
    <article className="job-card" data-testid="job-card">
      <OrganisationLogo className="job-card__logo" src={mediaUrl(job.img)} name={job.employer ?? ''} size={56} decorative />
      <div className="job-card__body">
        <h3 className="job-card__title">
          <Link to={path} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} data-i18n-skip="" dir="auto">
            {job.job}
          </Link>
          {isPremiumJob(job) ? <span className="badge badge--premium">{t('jobs.premium')}</span> : null}
        </h3>
        <p className="job-card__meta">
          {job.employer ? <span data-i18n-skip="" dir="auto">{job.employer}</span> : null}
          {location ? (
            <span>
              <JobPlaces job={job} />
            </span>
          ) : null}
          {job.job_type ? <span>{jobTypeText(t, jobTypeValue(job))}</span> : null}
        </p>
        <p className="job-card__dates">
          {job.postModified ? <span>{relativeTime(job.postModified, i18n.language)}</span> : null}
          {job.endDate ? <span>{t('jobs.card.closes', { date: formatDate(job.endDate, i18n.language) })}</span> : null}
          {applied ? <AppliedMark mark={applied} className="applied-mark" /> : null}
        </p>
      </div>
    </article>
  );
}
