import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { APPLICATION_STATUS, jobHref } from '@fj/shared';
import { Pager } from '../../../components/Pager';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useJobForEdit } from '../../jobs/api/job-for-edit';
import { useJobApplications } from '../api/job-applications';
import { useStatusCounts } from '../api/status-counts';
import { useTakeAction } from '../api/take-action';
import type { ApplicationSort } from '../api/types';
import { ApplicationCardView } from '../components/ApplicationCardView';
import { BulkActionBar } from '../components/BulkActionBar';
import { MoveConfirmDialog } from '../components/MoveConfirmDialog';
import { StatusChips } from '../components/StatusChips';
import '../pipeline.css';

const PAGE_SIZE = 20;
const SORTS: readonly ApplicationSort[] = ['newest', 'oldest', 'name', 'status'];

/** `/employer/applications/{id}` and `/admin/applications/{id}`: one job's applicant pipeline. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const jobId = Number(id) || 0;
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = statusParam !== null && statusParam !== '' && !Number.isNaN(Number(statusParam)) ? Number(statusParam) : undefined;
  const search = params.get('search') ?? '';
  const sort = (SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as ApplicationSort) : 'newest';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [keyword, setKeyword] = useState(search);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<{ ids: number[]; status: number } | null>(null);

  const list = useJobApplications({ jobId, status, search, sort, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const counts = useStatusCounts(jobId);
  const move = useTakeAction();
  // The job's own record (the same call the edit form uses) names the job this pipeline belongs to.
  const job = useJobForEdit(jobId > 0 ? jobId : undefined);
  const jobTitle = typeof job.data?.job_title === 'string' ? job.data.job_title : '';
  const jobSlug = typeof job.data?.slug === 'string' ? job.data.slug : '';
  const rows = list.data?.rows ?? [];

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
    setSelected(new Set());
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: keyword.trim() });
  };

  const runMove = async (target: { ids: number[]; status: number }, reason: string) => {
    try {
      const result = await move.mutateAsync({ ids: target.ids, status: target.status, reason });
      notifySuccess(result.emailsQueued ? `${result.message} ${t('employer.pipeline.emailsSent', { count: result.emailsQueued })}` : result.message);
      setSelected(new Set());
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setPending(null);
    }
  };
  const confirmMove = (reason: string) => (pending ? runMove(pending, reason) : Promise.resolve());
  // One application moves at once (another move puts it back); a rejection waits: it takes a reason and emails the candidate.
  const moveOne = (id: number, code: number) => {
    if (code === APPLICATION_STATUS.REJECTED) setPending({ ids: [id], status: code });
    else void runMove({ ids: [id], status: code }, '');
  };

  const selectedStatuses = rows.filter((row) => selected.has(row.ID)).map((row) => row.status);
  return (
    <section className="area-page pipeline" data-testid="applications-page">
      <header className="area-page__header">
        <div>
          <h1 data-testid="pipeline-heading">
            {jobTitle ? (
              // The job's title is data: marked so it is not taken for untranslated text.
              <Trans i18nKey="employer.pipeline.titleFor" values={{ job: jobTitle }} components={{ job: <span data-i18n-skip="" dir="auto" /> }} />
            ) : (
              t('employer.pipeline.title')
            )}
          </h1>
          {jobSlug ? (
            <p className="pipeline-job">
              <Link to={jobHref(jobSlug)} data-testid="pipeline-job-link">
                {t('employer.pipeline.viewJob')}
              </Link>
            </p>
          ) : null}
        </div>
      </header>
      <StatusChips counts={counts.data?.counts} total={counts.data?.total} active={status} onChange={(code) => update({ status: code === undefined ? undefined : String(code) })} />
      <form className="pipeline-search" onSubmit={submitSearch} role="search">
        <input
          className="field__input"
          type="search"
          value={keyword}
          maxLength={200}
          placeholder={t('employer.pipeline.searchPlaceholder')}
          aria-label={t('employer.pipeline.searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="applications-search"
        />
        <button type="submit" className="button">
          {t('employer.pipeline.search')}
        </button>
        <select className="field__input" aria-label={t('employer.pipeline.sort')} value={sort} onChange={(event) => update({ sort: event.target.value })} data-testid="applications-sort">
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`employer.pipeline.sorts.${value}`)}
            </option>
          ))}
        </select>
      </form>
      <BulkActionBar
        selectedStatuses={selectedStatuses}
        allOnPageSelected={rows.length > 0 && rows.every((row) => selected.has(row.ID))}
        onSelectAll={(all) => setSelected(all ? new Set(rows.map((row) => row.ID)) : new Set())}
        onMove={(code) => setPending({ ids: [...selected], status: code })}
      />
      {list.isPending ? <p className="table__status">{t('common.loading')}</p> : null}
      {!list.isPending && rows.length === 0 ? <p className="table__status" data-testid="applications-empty">{t('common.noData')}</p> : null}
      <div className="pipeline-list">
        {rows.map((row) => (
          <ApplicationCardView
            key={row.ID}
            application={row}
            selected={selected.has(row.ID)}
            onSelect={(on) => {
              const next = new Set(selected);
              if (on) next.add(row.ID);
              else next.delete(row.ID);
              setSelected(next);
            }}
            onMove={(code) => moveOne(row.ID, code)}
          />
        ))}
      </div>
      <Pager showTotal page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={(next) => update({ page: String(next) })} />
      <MoveConfirmDialog count={pending?.ids.length ?? 0} status={pending?.status ?? null} busy={move.isPending} onConfirm={(reason) => void confirmMove(reason)} onCancel={() => setPending(null)} />
    </section>
  );
}
