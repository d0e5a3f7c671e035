import { useTranslation } from 'react-i18next';
import { OrganisationLogo } from '../../../components/OrganisationLogo';
import { mediaUrl } from '../../candidates/media-url';
import type { JobDetail } from '../api/types';
import {
  isPremiumJob,
  isPublished,
  jobCategoryNames,
  jobEndDate,
  jobExperienceText,
  jobLocationText,
  jobQualificationsText,
  jobTypeText,
  jobTypeValue,
  jobWorkModeText,
  salaryText,
  skillLabels,
} from '../lib/job-labels';
import { formatDate, relativeTime } from '../../../lib/format-date';
import { EmployerLink } from './EmployerLink';
import { JobPlaces } from './JobPlaces';
import { InterestedPanel } from './InterestedPanel';
import { JobPostingJsonLd } from './JobPostingJsonLd';
import { RelatedJobs } from './RelatedJobs';
import { AdvertStrip } from '../../content';
import { ShareLinks } from './ShareLinks';
import { ReportButton } from '../../../components/report/ReportButton';

interface JobDetailViewProps {
  job: JobDetail;
  /** 'alt' is /job1/{slug}: one column, the apply panel first. */
  variant?: 'default' | 'alt';
}

/**
 * Every §2 element of a job page. The facts at the top are the one summary of the job (the details table that
 * repeated them under the description is gone). The description is HTML the server sanitized on write.
 */
export function JobDetailView({ job, variant = 'default' }: JobDetailViewProps) {
  const { t, i18n } = useTranslation();
  const pageUrl = window.location.href.split('#')[0];
  const location = jobLocationText(t, job) ? <JobPlaces job={job} /> : null;
  const facts = [
    { key: 'jobType', label: t('jobs.detail.jobType'), value: jobTypeText(t, jobTypeValue(job)) },
    { key: 'datePosted', label: t('jobs.detail.datePosted'), value: formatDate(job.postDate, i18n.language) },
    // §4: the closing date shows only for a published job.
    ...(isPublished(job)
      ? [{ key: 'closingDate', label: t('jobs.detail.closingDate'), value: formatDate(jobEndDate(job), i18n.language) }]
      : []),
    { key: 'hiringLocation', label: t('jobs.detail.hiringLocation'), value: location },
    { key: 'workMode', label: t('jobs.detail.workMode'), value: jobWorkModeText(t, job) },
    { key: 'salary', label: t('jobs.detail.salary'), value: salaryText(t, job) },
    { key: 'experience', label: t('jobs.detail.experience'), value: jobExperienceText(t, job) },
    { key: 'qualification', label: t('jobs.detail.qualification'), value: jobQualificationsText(t, job) },
    { key: 'vacancies', label: t('jobs.detail.vacancies'), value: job.job_vacancy ? String(job.job_vacancy) : '' },
    // The shift is free text the employer typed (data, not UI text).
    { key: 'shift', label: t('jobs.details.shift'), value: job.job_shift ? <span data-i18n-skip="" dir="auto">{job.job_shift}</span> : '' },
  ].filter((fact) => fact.value);
  const skills = skillLabels(t, job.job_skills);
  const categories = jobCategoryNames(t, job);

  return (
    <article className={`job-detail job-detail--${variant}`} data-testid="job-detail">
      <JobPostingJsonLd job={job} pageUrl={pageUrl} />
      <header className="job-detail__header">
        <OrganisationLogo className="job-detail__logo" src={mediaUrl(job.img)} name={job.employer ?? ''} size={96} decorative />
        <div>
          <h1 data-testid="job-title">
            <span data-i18n-skip="" dir="auto">{job.title}</span>
            {isPremiumJob(job) ? <span className="badge badge--premium">{t('jobs.premium')}</span> : null}
            {job.safeguardingRequired ? (
              <span className="badge badge--warning job-detail__safeguarding" data-testid="job-safeguarding-badge" title={t('jobs.detail.safeguardingHint')}>
                {t('jobs.detail.safeguarding')}
              </span>
            ) : null}
          </h1>
          {categories.length ? (
            <ul className="job-detail__categories" aria-label={t('jobs.detail.categories')}>
              {categories.map((name) => (
                <li key={name} className="tag">
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="job-detail__meta">
            {job.postModified ? (
              <span data-testid="job-modified">{t('jobs.detail.updated', { when: relativeTime(job.postModified, i18n.language) })}</span>
            ) : null}
            {location ? <span>{location}</span> : null}
            <span>
              <EmployerLink href={job.author_link}>{job.employer}</EmployerLink>
              {job.available_jobs !== undefined ? (
                <span className="job-detail__openings" data-testid="employer-openings">
                  {' '}
                  {t('jobs.detail.openings', { count: job.available_jobs })}
                </span>
              ) : null}
            </span>
          </p>
        </div>
      </header>

      <div className="job-detail__body">
        {variant === 'alt' ? <InterestedPanel job={job} /> : null}
        <div className="job-detail__main">
          <dl className="job-detail__facts" data-testid="job-facts">
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <section className="job-detail__description">
            <h2>{t('jobs.detail.description')}</h2>
            {/* Sanitized with an allowlist by the api when the job was written (ARCHITECTURE §3). */}
            <div className="rich-text" data-i18n-skip="" dir="auto" dangerouslySetInnerHTML={{ __html: job.description ?? '' }} />
          </section>
          {skills.length ? (
            <section className="job-detail__skills">
              <h2>{t('jobs.detail.skills')}</h2>
              <ul data-testid="job-skills">
                {skills.map((skill) => (
                  <li key={skill} className="tag">
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ShareLinks url={pageUrl} title={job.title} />
          <p className="job-detail__report">
            <ReportButton kind="job" id={job.ID} label={t('jobs.detail.report')} />
          </p>
        </div>
        {variant === 'default' ? (
          <aside className="job-detail__aside">
            <InterestedPanel job={job} />
            <AdvertStrip placement="job" />
          </aside>
        ) : null}
      </div>
      <RelatedJobs job={job} />
    </article>
  );
}
