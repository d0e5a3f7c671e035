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
import { cardSalary } from '../lib/salary-label';
import { formatDate, relativeTime } from '../../../lib/format-date';
import { AppliedMark } from './AppliedMark';
import { Highlighted } from './Highlighted';
import { JobPlaces } from './JobPlaces';
import { SaveJobButton } from './SaveJobButton';

/** The signed-in reader's relation to a job: applied, saved, and whether they may save (visitors are asked to log in). */
export interface JobCardState {
  applied?: Mark;
  saved?: boolean;
  /** 'candidate': may save; 'visitor': the button asks to log in; undefined: no button (employers, admins). */
  saver?: 'candidate' | 'visitor';
}

/** One job in a list; pointing at it starts loading the job page's data (so /job/{slug} opens preloaded). */
export function JobCard({ job, state = {} }: { job: JobListItem; state?: JobCardState }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const path = jobPath(job);
  const slug = job.slug ?? slugOfPath(path);
  const prefetch = () => {
    if (slug) void queryClient.prefetchQuery(jobBySlugQuery(slug));
  };
  const location = jobLocationText(t, job);
  const salary = cardSalary(t, i18n.language, job);
  const posted = job.postDate ?? job.startDate;
  const closed = job.is_active === false;
  return (
    <article className={`job-card${closed ? ' job-card--closed' : ''}`} data-testid="job-card" data-job-id={job.ID}>
      <OrganisationLogo className="job-card__logo" src={mediaUrl(job.img)} name={job.employer ?? ''} size={56} decorative />
      <div className="job-card__body">
        <h3 className="job-card__title">
          <Link to={path} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} data-i18n-skip="" dir="auto">
            {job.highlight ? <Highlighted value={job.highlight.title} /> : job.job}
          </Link>
          {isPremiumJob(job) ? <span className="badge badge--premium">{t('jobs.premium')}</span> : null}
          {state.saved ? (
            <span className="badge badge--saved" data-testid="saved-badge">
              {t('jobs.card.saved')}
            </span>
          ) : null}
          {closed ? <span className="badge badge--closed">{t('jobs.card.closed')}</span> : null}
        </h3>
        <p className="job-card__meta">
          {job.employer ? (
            <span className="job-card__employer" data-i18n-skip="" dir="auto">
              {job.employer}
            </span>
          ) : null}
          {location ? (
            <span className="job-card__places">
              <JobPlaces job={job} />
            </span>
          ) : null}
          {job.job_type ? <span>{jobTypeText(t, jobTypeValue(job))}</span> : null}
        </p>
        {salary ? (
          <p className="job-card__salary" data-testid="job-salary">
            {salary}
          </p>
        ) : null}
        {job.highlight?.snippet.text ? (
          <p className="job-card__snippet" data-i18n-skip="" dir="auto" data-testid="job-snippet">
            <Highlighted value={job.highlight.snippet} />
          </p>
        ) : null}
        <p className="job-card__dates">
          {posted ? <span>{t('jobs.card.posted', { when: relativeTime(posted, i18n.language) })}</span> : null}
          {job.endDate && !closed ? <span>{t('jobs.card.closes', { date: formatDate(job.endDate, i18n.language) })}</span> : null}
          {state.applied ? <AppliedMark mark={state.applied} className="applied-mark" /> : null}
        </p>
      </div>
      {state.saver ? (
        <div className="job-card__actions">
          <SaveJobButton jobId={job.ID} saved={Boolean(state.saved)} visitor={state.saver === 'visitor'} title={job.job} />
        </div>
      ) : null}
    </article>
  );
}
