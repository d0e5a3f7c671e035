import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { adminApplicationsHref, adminEditAllJobHref, jobHref } from '@fj/shared';
import type { TableColumn } from '../../../components/Table';
import type { AdminJobRow } from '../api/types';
import { useDateCell } from './DateCell';

export const JOB_STATES = ['active', 'expired', 'pending', 'draft', 'closed', 'filled'] as const;

/** A published job past its deadline reads as expired, as the API's state filter counts it. */
export function jobState(row: Pick<AdminJobRow, 'status' | 'end_date'>, today = new Date().toISOString().slice(0, 10)): string {
  if (row.status !== 'publish') return row.status;
  return String(row.end_date).slice(0, 10) >= today ? 'active' : 'expired';
}

/** The columns an admin jobs table is made of (every job on the site, or one organisation's). */
export function useJobColumns(): Record<'title' | 'employer' | 'state' | 'class' | 'posted' | 'deadline' | 'applications' | 'edit', TableColumn<AdminJobRow>> {
  const { t } = useTranslation();
  const day = useDateCell();
  return {
    title: { key: 'title', header: t('admin.columns.job'), cell: (row) => <Link to={jobHref(row.slug)} data-i18n-skip="" dir="auto">{row.title}</Link> },
    employer: { key: 'employer', header: t('admin.columns.employer'), cell: (row) => <span data-i18n-skip="" dir="auto">{row.employer_name}</span> },
    state: { key: 'state', header: t('admin.columns.status'), cell: (row) => t(`admin.allJobs.states.${jobState(row)}`) },
    class: { key: 'class', header: t('admin.allJobs.class'), cell: (row) => t(`admin.allJobs.classes.${row.job_class}`) },
    posted: { key: 'posted', header: t('admin.allJobs.posted'), cell: (row) => day(row.created_at) },
    deadline: { key: 'deadline', header: t('admin.allJobs.deadline'), cell: (row) => day(row.end_date) },
    applications: { key: 'applications', header: t('admin.columns.pipeline'), cell: (row) => <Link to={adminApplicationsHref(row.id)}>{t('admin.allJobs.applications', { count: row.applications })}</Link> },
    edit: { key: 'edit', header: t('admin.allJobs.edit'), cell: (row) => <Link to={adminEditAllJobHref(row.id)}>{t('admin.allJobs.edit')}</Link> },
  };
}
