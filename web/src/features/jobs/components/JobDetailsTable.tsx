import { useTranslation } from 'react-i18next';
import type { JobDetail } from '../api/types';
import { jobEndDate, jobExperienceText, jobLocationText, jobQualificationsText, jobTypeText, jobTypeValue, salaryText } from '../lib/job-labels';
import { formatDate } from '../../../lib/format-date';
import { JobPlaces } from './JobPlaces';

/** §2 details table under the description. */
export function JobDetailsTable({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation();
  const rows = [
    { key: 'vacancies', label: t('jobs.details.vacancies'), value: job.job_vacancy ? String(job.job_vacancy) : '' },
    { key: 'deadline', label: t('jobs.details.deadline'), value: formatDate(jobEndDate(job), i18n.language) },
    { key: 'jobType', label: t('jobs.details.jobType'), value: jobTypeText(t, jobTypeValue(job)) },
    { key: 'qualifications', label: t('jobs.details.qualifications'), value: jobQualificationsText(t, job) },
    { key: 'salary', label: t('jobs.details.salary'), value: salaryText(t, job) },
    { key: 'experience', label: t('jobs.details.experience'), value: jobExperienceText(t, job) },
    // The shift is free text the employer typed (data); places name their country in the page's language.
    { key: 'shift', label: t('jobs.details.shift'), value: job.job_shift ? <span data-i18n-skip="">{job.job_shift}</span> : '' },
    { key: 'location', label: t('jobs.details.location'), value: jobLocationText(t, job) ? <JobPlaces job={job} /> : '' },
  ];
  return (
    <table className="job-details-table" data-testid="job-details-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
