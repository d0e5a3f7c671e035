import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { APPLICATION_STATUS, jobHref } from '@fj/shared';
import { Pager } from '../../../components/Pager';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useJobForEdit } from '../../jobs/api/job-for-edit';
import { jobApplicationsQuery, useJobApplications, type ApplicationsParams } from '../api/job-applications';
import { useStatusCounts } from '../api/status-counts';
import { useTakeAction } from '../api/take-action';
import type { ApplicationCard, ApplicationSort, PipelineView } from '../api/types';
import { ApplicationCardView } from '../components/ApplicationCardView';
import { ApplicationSidePanel } from '../components/ApplicationSidePanel';
import { BulkActionBar } from '../components/BulkActionBar';
import { MoveConfirmDialog } from '../components/MoveConfirmDialog';
import { PipelineBoard } from '../components/PipelineBoard';
import { RejectDialog, type RejectionChoice } from '../components/RejectDialog';
import { StatusChips } from '../components/StatusChips';
import { ViewToggle } from '../components/ViewToggle';
import { rememberPipelineView, resolvePipelineView } from '../lib/view-preference';
import '../pipeline.css';
import '../board.css';

const PAGE_SIZE = 20;
/** The board shows up to this many applications of the job (the API's largest page); the list pages through all. */
const BOARD_SIZE = 100;
const SORTS: readonly ApplicationSort[] = ['newest', 'oldest', 'name', 'status'];

type Pending = { ids: number[]; status: number; name?: string };

/** `/employer/applications/{id}` and `/admin/applications/{id}`: one job's applicant pipeline, as a board or a list. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const jobId = Number(id) || 0;
  const [params, setParams] = useSearchParams();
  const view = resolvePipelineView(params.get('view'));
  const statusParam = params.get('status');
  const status = view === 'list' && statusParam !== null && statusParam !== '' && !Number.isNaN(Number(statusParam)) ? Number(statusParam) : undefined;
  const search = params.get('search') ?? '';
  const sort = (SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as ApplicationSort) : 'newest';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('application')) || 0;
  const [keyword, setKeyword] = useState(search);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [boardMessage, setBoardMessage] = useState('');

  const listParams: ApplicationsParams =
    view === 'board'
      ? { jobId, search, sort: 'newest', offset: 0, limit: BOARD_SIZE }
      : { jobId, status, search, sort, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const list = useJobApplications(listParams);
  const counts = useStatusCounts(jobId);
  const move = useTakeAction();
  // The job's own record (the same call the edit form uses) names the job and holds its rejection email.
  const job = useJobForEdit(jobId > 0 ? jobId : undefined);
  const text = (key: string) => (typeof job.data?.[key] === 'string' ? (job.data[key] as string) : '');
  const jobTitle = text('job_title');
  const jobSlug = text('slug');
  const jobTemplate = text('rejection_email_content').trim() ? { subject: text('rejection_email_subject'), body: text('rejection_email_content') } : null;
  const rows = list.data?.rows ?? [];

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes) && !('application' in changes)) next.delete('page');
    setParams(next, { replace: 'application' in changes });
    if (!('application' in changes)) setSelected(new Set());
  };
  const openApplication = useCallback(
    (applicationId: number | undefined) => {
      const next = new URLSearchParams(params);
      if (applicationId) next.set('application', String(applicationId));
      else next.delete('application');
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const chooseView = (next: PipelineView) => {
    rememberPipelineView(next);
    update({ view: next, status: undefined });
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: keyword.trim() });
  };

  /** Moves at once on screen (optimistic); the server's answer confirms, or puts the cards back and says why. */
  const runMove = async (target: Pending, extra: Partial<RejectionChoice> = {}) => {
    const key = jobApplicationsQuery(listParams).queryKey;
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData(key);
    queryClient.setQueryData(key, (old) => (old ? { ...old, rows: old.rows.map((row) => (target.ids.includes(row.ID) ? { ...row, status: target.status } : row)) } : old));
    setBoardMessage('');
    try {
      const result = await move.mutateAsync({ ids: target.ids, status: target.status, reason: extra.reason ?? '', sendEmail: extra.sendEmail, email: extra.email });
      notifySuccess(result.emailsQueued ? `${result.message} ${t('employer.pipeline.emailsSent', { count: result.emailsQueued })}` : result.message);
      setSelected(new Set());
    } catch (error) {
      queryClient.setQueryData(key, before);
      const message = apiErrorMessage(error);
      setBoardMessage(message);
      notifyError(message);
    } finally {
      setPending(null);
    }
  };
  // One application moves at once; a rejection waits for the dialog (its email); a bulk move waits for a yes.
  const requestMove = (application: ApplicationCard, code: number) => {
    if (code === APPLICATION_STATUS.REJECTED) setPending({ ids: [application.ID], status: code, name: application.candidate.name });
    else void runMove({ ids: [application.ID], status: code });
  };
  const refuse = (message: string) => {
    setBoardMessage(message);
    notifyError(message);
  };

  const openRow = rows.find((row) => row.ID === openId);
  const siblings = view === 'board' ? rows.filter((row) => row.status === openRow?.status).map((row) => row.ID) : rows.map((row) => row.ID);
  const selectedStatuses = rows.filter((row) => selected.has(row.ID)).map((row) => row.status);
  const rejecting = pending?.status === APPLICATION_STATUS.REJECTED;
  return (
    <section className={`area-page pipeline${openId ? ' pipeline--with-panel' : ''}`} data-testid="applications-page" data-view={view}>
      <header className="area-page__header pipeline__header">
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
        <ViewToggle view={view} onChange={chooseView} />
      </header>
      {view === 'list' ? (
        <StatusChips counts={counts.data?.counts} total={counts.data?.total} active={status} onChange={(code) => update({ status: code === undefined ? undefined : String(code) })} />
      ) : null}
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
        {view === 'list' ? (
          <select className="field__input" aria-label={t('employer.pipeline.sort')} value={sort} onChange={(event) => update({ sort: event.target.value })} data-testid="applications-sort">
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`employer.pipeline.sorts.${value}`)}
              </option>
            ))}
          </select>
        ) : null}
      </form>
      <p className="board-message" role="alert" data-testid="board-message">
        {boardMessage}
      </p>
      {list.isPending ? <p className="table__status">{t('common.loading')}</p> : null}
      {!list.isPending && rows.length === 0 ? <p className="table__status" data-testid="applications-empty">{t('common.noData')}</p> : null}
      {view === 'board' ? (
        <>
          {(list.data?.total ?? 0) > rows.length ? <p className="field__hint">{t('employer.pipeline.board.truncated', { shown: rows.length, total: list.data?.total ?? 0 })}</p> : null}
          {rows.length ? <PipelineBoard rows={rows} openId={openId} onOpen={openApplication} onMove={requestMove} onRefused={refuse} /> : null}
        </>
      ) : (
        <>
          <BulkActionBar
            selectedStatuses={selectedStatuses}
            allOnPageSelected={rows.length > 0 && rows.every((row) => selected.has(row.ID))}
            onSelectAll={(all) => setSelected(all ? new Set(rows.map((row) => row.ID)) : new Set())}
            onMove={(code) => setPending({ ids: [...selected], status: code })}
          />
          <div className="pipeline-list">
            {rows.map((row) => (
              <ApplicationCardView
                key={row.ID}
                application={row}
                selected={selected.has(row.ID)}
                active={row.ID === openId}
                onOpen={() => openApplication(row.ID)}
                onSelect={(on) => {
                  const next = new Set(selected);
                  if (on) next.add(row.ID);
                  else next.delete(row.ID);
                  setSelected(next);
                }}
                onMove={(code) => requestMove(row, code)}
              />
            ))}
          </div>
          <Pager showTotal page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={(next) => update({ page: String(next) })} />
        </>
      )}
      {openId ? (
        <ApplicationSidePanel applicationId={openId} siblings={siblings} onNavigate={openApplication} onClose={() => openApplication(undefined)} onMove={requestMove} />
      ) : null}
      <MoveConfirmDialog
        count={pending && !rejecting ? pending.ids.length : 0}
        status={pending?.status ?? null}
        busy={move.isPending}
        onConfirm={(reason) => pending && void runMove(pending, { reason })}
        onCancel={() => setPending(null)}
      />
      <RejectDialog
        count={pending && rejecting ? pending.ids.length : 0}
        candidateName={pending?.ids.length === 1 ? pending.name : undefined}
        jobTemplate={jobTemplate}
        busy={move.isPending}
        onConfirm={(choice) => pending && void runMove(pending, choice)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
