import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  JOB_LIST_STATUSES,
  DEFAULT_JOB_LIST_STATUS,
  LIMITS,
  adminApplicationsHref,
  adminEditAllJobHref,
  applicationsHref,
  editJobHref,
  jobHref,
  type JobListStatus,
} from '@fj/shared';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useMyJobs, type MyJobRow } from '../api/my-jobs';
import { useUpdateJobStatus, type JobStatusChange } from '../api/update-job-status';
import { ModerationBadge } from '../components/ModerationBadge';
import { Pager } from '../../../components/Pager';
import { formatDate } from '../../../lib/format-date';
import '../jobs.css';

const PAGE_SIZE = LIMITS.defaultPageSize;

/** Status changes offered per list: live jobs can be closed or marked filled, closed ones published again. */
const ACTIONS: Record<JobListStatus, JobStatusChange[]> = {
  active: ['closed', 'filled'],
  'in-active': ['publish'],
};

interface JobsTablePageProps {
  /** 'employer' (/employer/jobs/{status}), 'admin' (/admin/jobs/{status}) or 'all' (/admin/job/list-all). */
  scope?: 'employer' | 'admin' | 'all';
}

/** Live Jobs (active) and Closed Jobs (in-active) with status actions, edit and applications links. */
export function EmployerJobsPage({ scope = 'employer' }: JobsTablePageProps) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const status: JobListStatus = (JOB_LIST_STATUSES as readonly string[]).includes(params.status ?? '')
    ? (params.status as JobListStatus)
    : (search.get('status') as JobListStatus | null) ?? DEFAULT_JOB_LIST_STATUS;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isPending } = useMyJobs({ status, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, all: scope === 'all' });
  const update = useUpdateJobStatus();
  const isAdmin = scope !== 'employer';
  // Just submitted and held for review (use-job-post-submit.ts): say what happens next.
  const submittedForReview = (useLocation().state as { submittedForReview?: boolean } | null)?.submittedForReview === true;

  const change = async (row: MyJobRow, next: JobStatusChange) => {
    try {
      await update.mutateAsync({ jobId: row.ID, status: next });
      notifySuccess(t('toast.updated'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  const columns: TableColumn<MyJobRow>[] = [
    {
      key: 'title',
      header: t('jobs.table.title'),
      cell: (row) => (row.slug ? <Link to={jobHref(row.slug)}>{row.job}</Link> : row.job),
    },
    ...(isAdmin ? [{ key: 'employer', header: t('jobs.table.employer'), cell: (row: MyJobRow) => row.employer ?? '' }] : []),
    { key: 'posted', header: t('jobs.table.posted'), cell: (row) => formatDate(row.startDate, i18n.language) },
    { key: 'deadline', header: t('jobs.table.deadline'), cell: (row) => formatDate(row.endDate, i18n.language) },
    {
      key: 'status',
      header: t('jobs.table.status'),
      cell: (row) =>
        row.moderation?.status ? (
          <ModerationBadge state={row.moderation} />
        ) : (
          t(`jobs.status.${row.postStatus ?? row.status ?? 'publish'}`, { defaultValue: row.postStatus ?? row.status ?? '' })
        ),
    },
    {
      key: 'applications',
      header: t('jobs.table.applications'),
      cell: (row) => (
        <Link to={isAdmin ? adminApplicationsHref(row.ID) : applicationsHref(row.ID)}>
          {row.applications !== undefined ? t('jobs.table.applicationsCount', { count: row.applications }) : t('jobs.table.viewApplications')}
        </Link>
      ),
    },
    {
      key: 'actions',
      header: t('jobs.table.actions'),
      cell: (row) => (
        <span className="table__actions">
          <Link to={isAdmin ? adminEditAllJobHref(row.ID) : editJobHref(row.ID)}>{t('jobs.table.edit')}</Link>
          {/* A job in review is published by a moderator's approval; a hidden one only through the reports queue. */}
          {(row.moderation?.status === 'pending' || (row.postStatus ?? row.status) === 'hidden' ? [] : ACTIONS[status]).map((next) => (
            <button
              key={next}
              type="button"
              className="button button--link"
              data-testid={`job-status-${next}`}
              disabled={update.isPending}
              onClick={() => void change(row, next)}
            >
              {t(`jobs.table.set.${next}`)}
            </button>
          ))}
        </span>
      ),
    },
  ];

  const title = scope === 'all' ? t('jobs.table.allJobs') : status === 'active' ? t('sidebar.liveJobs') : t('sidebar.closedJobs');
  return (
    <section className="area-page" data-testid={`jobs-table-${status}`}>
      <header className="area-page__header">
        <h1>{title}</h1>
        {scope === 'all' ? (
          <select
            className="field__input"
            aria-label={t('jobs.table.status')}
            value={status}
            onChange={(event) => setSearch(new URLSearchParams({ status: event.target.value }))}
          >
            {JOB_LIST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value === 'active' ? t('sidebar.liveJobs') : t('sidebar.closedJobs')}
              </option>
            ))}
          </select>
        ) : null}
      </header>
      {submittedForReview ? (
        <p className="notice notice--info" role="status" data-testid="submitted-for-review">
          {t('moderation.employer.submitted')} {t('moderation.employer.reviewNotice')}
        </p>
      ) : null}
      <Table columns={columns} rows={data?.rows} loading={isPending} rowKey={(row) => row.ID} />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPage={(next) => {
          const query = new URLSearchParams(search);
          query.set('page', String(next));
          setSearch(query);
        }}
      />
    </section>
  );
}

export function AdminJobsPage() {
  return <EmployerJobsPage scope="admin" />;
}

export function AdminListAllJobsPage() {
  return <EmployerJobsPage scope="all" />;
}
