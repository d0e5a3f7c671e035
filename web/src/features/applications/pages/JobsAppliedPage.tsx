import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, LIMITS, ROUTES, applicationStatus, isOpenStatus, jobHref } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useAppliedJobs } from '../api/applied-jobs';
import type { AppliedJob } from '../api/types';
import { useWithdrawApplication } from '../api/withdraw';
import '../applications.css';
import { formatDate } from '../../../lib/format-date';
import { MessageEmployerButton } from '../../messages';

const PAGE_SIZE = LIMITS.defaultPageSize;

/** /candidate/jobs-applied: my applications with the candidate-facing status (§4), a status filter and paging. */
export function JobsAppliedPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useAppliedJobs({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, status: status === '' ? '' : Number(status) });
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState<AppliedJob | null>(null);

  const setQuery = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== '') query.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const statusText = (code: number) => {
    const info = applicationStatus(code);
    return info ? t(`applications.candidateStatus.${info.key}`, { defaultValue: info.candidateLabel }) : String(code);
  };

  const confirmWithdraw = async () => {
    if (!confirming) return;
    try {
      await withdraw.mutateAsync(confirming.id);
      notifySuccess(t('applications.withdrawn'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setConfirming(null);
    }
  };

  const columns: TableColumn<AppliedJob>[] = [
    {
      key: 'job',
      header: t('applications.columns.job'),
      cell: (row) => <span data-i18n-skip="" dir="auto">{row.slug ? <Link to={jobHref(row.slug)}>{row.job_title}</Link> : row.job_title}</span>,
    },
    { key: 'employer', header: t('applications.columns.employer'), cell: (row) => <span data-i18n-skip="" dir="auto">{row.employer ?? ''}</span> },
    {
      key: 'date',
      header: t('applications.columns.applied'),
      cell: (row) => formatDate(row.appliedDate, i18n.language),
    },
    {
      key: 'status',
      header: t('applications.columns.status'),
      cell: (row) => <span data-testid="application-status">{statusText(row.status)}</span>,
    },
    {
      key: 'actions',
      header: t('applications.columns.actions'),
      cell: (row) => (
        <span className="applied-actions">
          <MessageEmployerButton applicationId={row.id} />
          {(row.canWithdraw ?? isOpenStatus(row.status)) ? (
            <button type="button" className="button button--link" data-testid="withdraw" onClick={() => setConfirming(row)}>
              {t('applications.withdraw')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  const total = data?.total ?? 0;

  return (
    <section className="area-page" data-testid="jobs-applied-page">
      <header className="area-page__header">
        <h1>{t('applications.title')}</h1>
        <label className="area-page__filter">
          <span>{t('applications.filterStatus')}</span>
          <select className="field__input" name="status" value={status} onChange={(event) => setQuery({ status: event.target.value })}>
            <option value="">{t('applications.allStatuses')}</option>
            {APPLICATION_STATUSES.map((info) => (
              <option key={info.code} value={String(info.code)}>
                {statusText(info.code)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <Table
        columns={columns}
        rows={data?.rows}
        loading={isPending}
        rowKey={(row) => row.id}
        empty={
          status === '' ? (
            <EmptyState illustration="search" title={t('applications.empty.title')} body={t('applications.empty.body')} action={{ label: t('applications.empty.action'), to: ROUTES.jobs }} />
          ) : (
            <EmptyState illustration="list" title={t('applications.empty.filteredTitle')} action={{ label: t('applications.empty.showAll'), onClick: () => setQuery({ status: '' }) }} />
          )
        }
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={(next) => setQuery({ page: next })} />
      <ConfirmDialog
        open={confirming !== null}
        message={t('applications.withdrawConfirm', { job: confirming?.job_title ?? '' })}
        confirmLabel={t('applications.withdraw')}
        busy={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
