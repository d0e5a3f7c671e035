import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, applicationStatus, isAdministrator, jobHref, profileHref } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoading } from '../../../components/PageLoading';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { useSession } from '../../../app/session/session-context';
import { apiErrorMessage } from '../../../lib/api-errors';
import { enumLabel } from '../../../lib/enum-labels';
import { useFormatDate } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useAdminUser, useUserAction, type UserAction } from '../api/admin-api';
import type { UserDetail } from '../api/types';
import { LedgerTable, PaymentsTable } from '../components/AccountHistoryTables';
import { useDateCell } from '../components/DateCell';
import { RequirePermission } from '../components/RequirePermission';
import { adminEmployerHref } from '../paths';
import '../admin.css';

/** `/admin/users/{id}`: profile, roles, membership, credits ledger, applications, payments, events and actions. */
export function AdminUserPage() {
  return (
    <RequirePermission permission="manage_users">
      <UserPage />
    </RequirePermission>
  );
}

function UserPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const { data, isPending, isError } = useAdminUser(id);
  useDocumentTitle(data?.displayName);
  if (isPending) return <PageLoading />;
  if (isError || !data) return <p role="alert">{t('admin.loadError')}</p>;
  return (
    <section className="admin-page" data-testid="admin-user">
      <p><Link to="/admin/users/">{t('admin.user.back')}</Link></p>
      <h1><bdi data-i18n-skip="">{data.displayName}</bdi></h1>
      <Profile user={data} />
      <Actions user={data} />
      <History user={data} />
    </section>
  );
}

function Profile({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <dl className="admin-facts">
      <div><dt>{t('admin.users.username')}</dt><dd data-i18n-skip="">{user.username}</dd></div>
      <div><dt>{t('admin.users.email')}</dt><dd data-i18n-skip="">{user.email}</dd></div>
      <div><dt>{t('admin.users.roles')}</dt><dd data-testid="admin-user-roles">{user.roles.map((role) => t(`admin.roles.${role}`, { defaultValue: role })).join(', ')}</dd></div>
      <div><dt>{t('admin.users.membership')}</dt><dd>{enumLabel(t, 'membership', user.membership)}</dd></div>
      <div><dt>{t('admin.users.joined')}</dt><dd>{date(user.createdAt)}</dd></div>
      <div><dt>{t('admin.user.credits')}</dt><dd>{t('admin.dashboard.creditsSpentValue', { standard: user.credits.standard, premium: user.credits.premium })}</dd></div>
      {user.employer ? <div><dt>{t('admin.user.organisation')}</dt><dd><Link to={adminEmployerHref(user.employer.id)} data-i18n-skip="" dir="auto">{user.employer.name}</Link></dd></div> : null}
      <div><dt>{t('admin.users.status')}</dt><dd>{user.suspendedAt ? <span className="admin-badge admin-badge--bad">{t('admin.user.suspendedSince', { date: date(user.suspendedAt), reason: user.suspendedReason ?? '' })}</span> : t('admin.users.active')}</dd></div>
      <div><dt>{t('admin.user.publicProfile')}</dt><dd><a href={profileHref(user.profileSlug)}>{t('admin.user.open')}</a></dd></div>
    </dl>
  );
}

function Actions({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const action = useUserAction(user.id);
  const [roles, setRoles] = useState<string[]>(user.roles);
  const [reason, setReason] = useState('');
  const [credits, setCredits] = useState({ standardCredits: user.credits.standard, premiumCredits: user.credits.premium });
  // Every action here acts on someone's account (sessions, sign-in, mail, balances): each waits for a yes.
  const [confirming, setConfirming] = useState<UserAction | null>(null);
  const self = session.claims?.id === user.id;
  const run = async (next: UserAction) => {
    try {
      const result = await action.mutateAsync(next);
      notifySuccess(result.message || t('toast.updated'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setConfirming(null);
    }
  };
  const toggle = (role: string) => setRoles((current) => (current.includes(role) ? current.filter((one) => one !== role) : [...current, role]));
  const submitRoles = (event: FormEvent) => { event.preventDefault(); setConfirming({ kind: 'roles', roles }); };
  const submitSuspend = (event: FormEvent) => { event.preventDefault(); setConfirming({ kind: 'suspend', reason }); };
  const submitCredits = (event: FormEvent) => { event.preventDefault(); setConfirming({ kind: 'credits', ...credits }); };
  const question = confirming ? confirmText(t, user, confirming) : null;
  return (
    <div className="admin-actions">
      <form onSubmit={submitRoles} className="admin-card" data-testid="admin-roles-form">
        <fieldset>
          <legend>{t('admin.user.changeRoles')}</legend>
          {ROLE_NAMES.filter((role) => role !== 'visitor').map((role) => (
            <label key={role} className="admin-check">
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} disabled={self && role === 'administrator' && isAdministrator(user.roles)} data-testid={`role-${role}`} />
              {t(`admin.roles.${role}`)}
            </label>
          ))}
        </fieldset>
        <p className="admin-hint">{t('admin.user.rolesHint')}</p>
        <button type="submit" className="button" disabled={action.isPending || roles.length === 0} data-testid="admin-roles-save">{t('admin.user.saveRoles')}</button>
      </form>

      <form onSubmit={submitSuspend} className="admin-card">
        <h2>{user.suspendedAt ? t('admin.user.reactivateTitle') : t('admin.user.suspendTitle')}</h2>
        {user.suspendedAt ? (
          <button type="button" className="button" onClick={() => setConfirming({ kind: 'reactivate' })} disabled={action.isPending} data-testid="admin-reactivate">{t('admin.user.reactivate')}</button>
        ) : (
          <>
            <label>
              {t('admin.user.reason')} *
              <input value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} disabled={self} />
            </label>
            <button type="submit" className="button button--danger" disabled={action.isPending || self || !reason.trim()} data-testid="admin-suspend">{t('admin.user.suspend')}</button>
            {self ? <p className="admin-hint">{t('admin.user.notSelf')}</p> : null}
          </>
        )}
      </form>

      <div className="admin-card">
        <h2>{t('admin.user.passwordReset')}</h2>
        <button type="button" className="button button--ghost" onClick={() => setConfirming({ kind: 'password-reset' })} disabled={action.isPending} data-testid="admin-password-reset">{t('admin.user.sendReset')}</button>
      </div>

      <form onSubmit={submitCredits} className="admin-card">
        <h2>{t('admin.user.adjustCredits')}</h2>
        <label>
          {t('admin.user.standardCredits')}
          <input type="number" min={0} max={100000} value={credits.standardCredits} onChange={(event) => setCredits((current) => ({ ...current, standardCredits: Number(event.target.value) }))} />
        </label>
        <label>
          {t('admin.user.premiumCredits')}
          <input type="number" min={0} max={100000} value={credits.premiumCredits} onChange={(event) => setCredits((current) => ({ ...current, premiumCredits: Number(event.target.value) }))} />
        </label>
        <button type="submit" className="button" disabled={action.isPending} data-testid="admin-credits-save">{t('admin.user.saveCredits')}</button>
      </form>
      <ConfirmDialog
        open={question !== null}
        message={question?.message}
        confirmLabel={question?.label}
        danger={confirming?.kind === 'suspend'}
        busy={action.isPending}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

/** The question and the yes-button of an account action, naming the person and what will happen. */
function confirmText(t: TFunction, user: UserDetail, next: UserAction): { message: string; label: string } {
  const name = user.displayName;
  switch (next.kind) {
    case 'roles':
      return {
        message: t('admin.user.confirmRoles', { name, roles: next.roles.map((role) => t(`admin.roles.${role}`, { defaultValue: role })).join(', ') }),
        label: t('admin.user.saveRoles'),
      };
    case 'suspend':
      return { message: t('admin.user.confirmSuspend', { name, reason: next.reason.trim() }), label: t('admin.user.suspend') };
    case 'reactivate':
      return { message: t('admin.user.confirmReactivate', { name }), label: t('admin.user.reactivate') };
    case 'password-reset':
      return { message: t('admin.user.confirmReset', { name, email: user.email }), label: t('admin.user.sendReset') };
    case 'credits':
      return { message: t('admin.user.confirmCredits', { name, standard: next.standardCredits, premium: next.premiumCredits }), label: t('admin.user.saveCredits') };
  }
}

function History({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const day = useDateCell();
  const applications: TableColumn<UserDetail['applications'][number]>[] = [
    { key: 'date', header: t('admin.columns.date'), cell: (row) => day(row.createdAt) },
    { key: 'job', header: t('admin.columns.job'), cell: (row) => <Link to={jobHref(row.jobSlug)} data-i18n-skip="" dir="auto">{row.jobTitle}</Link> },
    { key: 'employer', header: t('admin.columns.employer'), cell: (row) => <span data-i18n-skip="" dir="auto">{row.employerName}</span> },
    { key: 'status', header: t('admin.columns.status'), cell: (row) => { const info = applicationStatus(row.status); return info ? t(`employer.status.${info.key}`, { defaultValue: info.label }) : row.status; } },
  ];
  const events: TableColumn<UserDetail['events'][number]>[] = [
    { key: 'date', header: t('admin.columns.date'), cell: (row) => day(row.at) },
    { key: 'what', header: t('admin.columns.action'), cell: (row) => <span data-i18n-skip="">{`${row.entity} ${row.entityId}: ${row.action}`}</span> },
    { key: 'change', header: t('admin.columns.change'), cell: (row) => <span data-i18n-skip="">{row.from || row.to ? `${row.from ?? ''} → ${row.to ?? ''}` : ''}</span> },
  ];
  return (
    <div className="admin-history">
      <h2>{t('admin.user.ledger')}</h2>
      <LedgerTable rows={user.ledger} caption={t('admin.user.ledger')} />
      <h2>{t('admin.user.applications')}</h2>
      <Table columns={applications} rows={user.applications} rowKey={(row) => row.id} caption={t('admin.user.applications')} captionHidden />
      <h2>{t('admin.user.payments')}</h2>
      <PaymentsTable rows={user.payments} caption={t('admin.user.payments')} />
      <h2>{t('admin.user.events')}</h2>
      <Table columns={events} rows={user.events} rowKey={(row) => row.id} caption={t('admin.user.events')} captionHidden />
    </div>
  );
}
