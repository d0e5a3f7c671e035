import type { Knex } from 'knex';
import { isAdministrator, isCandidateRole } from '@fj/shared';
import { HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { recordAudit } from '../audit';
import type { AuthService } from '../auth';
import type { ApplicationsAdminReads } from '../applications';
import { currentCredits, recentLedger, resolveCreditHolder } from '../credits';
import { eventsOfUser } from '../events/events.admin-reads';
import type { AdminCreditsService } from '../memberships';
import type { OrganisationsAdminReads } from '../organisations';
import type { PaymentsAdminReads } from '../payments';
import type { AdminUserListRow, UserListFilters, UsersAdminRepo } from '../users';

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  ownAdministratorRole: 'You cannot remove your own administrator role.',
  suspendSelf: 'You cannot suspend your own account.',
  rolesChanged: 'Roles updated; the user must sign in again.',
  suspended: 'Account suspended; the user has been signed out.',
  reactivated: 'Account reactivated.',
  resetSent: 'A password reset email has been sent.',
} as const;

const DETAIL_ROWS = 20;

const toListItem = (row: AdminUserListRow) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  displayName: row.display_name,
  roles: row.roles,
  membership: row.membership,
  profileType: row.profile_type,
  employerId: row.employer_id,
  createdAt: new Date(row.created_at).toISOString(),
  suspendedAt: row.suspended_at ? new Date(row.suspended_at).toISOString() : null,
  suspendedReason: row.suspended_reason,
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface AdminUsersDeps {
  db: Knex;
  /** The users module's admin view of accounts; the other modules' reads for the user's page. */
  users: UsersAdminRepo;
  applications: ApplicationsAdminReads;
  payments: PaymentsAdminReads;
  organisations: OrganisationsAdminReads;
  auth: AuthService;
  credits: AdminCreditsService;
  now: () => Date;
}

/**
 * Suspends an account in the caller's transaction: every session ends (token version) and the audit log records it.
 * The user page's action and the reports queue's "suspend the owner" (docs/reports.md) both use it.
 */
export async function suspendAccount(
  trx: Knex.Transaction,
  users: UsersAdminRepo,
  entry: { actorUserId: number; userId: number; reason: string; at: Date },
): Promise<void> {
  const user = await users.lockById(entry.userId, trx);
  if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
  await users.setSuspension(entry.userId, { at: entry.at, reason: entry.reason }, trx);
  await recordAudit(trx, {
    actorUserId: entry.actorUserId, action: 'user.suspend', targetType: 'user', targetId: entry.userId,
    before: { suspended: user.suspended_at !== null, reason: user.suspended_reason }, after: { suspended: true, reason: entry.reason },
  });
}

export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, users: repo } = deps;

  const locked = async (id: number, trx: Knex.Transaction) => {
    const user = await repo.lockById(id, trx);
    if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
    return user;
  };

  const service = {
    async list(filters: UserListFilters, sort: string, offset: number, limit: number) {
      const { rows, total } = await repo.list(filters, sort, offset, limit);
      return { rows: rows.map(toListItem), total };
    },

    async lookup(str: string, limit: number, onlyRoles?: readonly string[]) {
      const rows = await repo.lookup(str, limit, onlyRoles);
      return rows.map((row) => ({ value: row.id, label: `${row.display_name} (${row.username}, ${row.email})` }));
    },

    /** The user's page: profile, roles, membership, credits and ledger, applications, payments and events. */
    async detail(id: number) {
      const user = await repo.byId(id);
      if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
      const holdsCredits = isCandidateRole(user.roles) || user.employer_id !== null;
      const holder = holdsCredits ? await db.transaction((trx) => resolveCreditHolder(trx, id)) : undefined;
      const [balance, ledger, applications, payments, events, employer] = await Promise.all([
        holdsCredits ? currentCredits(db, id, deps.now()) : Promise.resolve({ standard: 0, premium: 0 }),
        holder ? recentLedger(db, holder.holderUserId, DETAIL_ROWS) : Promise.resolve([]),
        deps.applications.ofCandidate(id, DETAIL_ROWS),
        deps.payments.ofUser(id, DETAIL_ROWS),
        eventsOfUser(db, id, DETAIL_ROWS),
        user.employer_id ? deps.organisations.byId(user.employer_id) : Promise.resolve(undefined),
      ]);
      return {
        ...toListItem(user),
        firstName: user.first_name,
        lastName: user.last_name,
        profileSlug: user.profile_slug,
        employer: employer ? { id: employer.id, name: employer.name, slug: employer.slug, isOwner: employer.owner_user_id === user.id } : null,
        credits: { standard: balance.standard, premium: balance.premium, holderUserId: holder?.holderUserId ?? null },
        ledger: ledger.map((row) => ({ id: Number(row.id), kind: row.kind, delta: row.delta, balanceAfter: row.balance_after, reason: row.reason, createdAt: iso(row.created_at)! })),
        applications: applications.map((row) => ({ id: row.id, status: row.status, jobId: row.job_id, jobTitle: row.job_title, jobSlug: row.job_slug, employerName: row.employer_name, createdAt: iso(row.created_at)! })),
        payments: payments.map((row) => ({ id: row.id, purpose: row.purpose, description: row.description, amountMinor: row.amount_minor, currency: row.currency, status: row.status, provider: row.provider, receiptNumber: row.receipt_number, createdAt: iso(row.created_at)!, paidAt: iso(row.paid_at) })),
        events: events.map((row) => ({ id: Number(row.id), entity: row.entity, entityId: row.entity_id, action: row.action, from: row.from_value, to: row.to_value, at: iso(row.at)! })),
      };
    },

    /** New roles take effect at once: the user's tokens are revoked (token version) in the same transaction. */
    async changeRoles(actor: Actor, id: number, roles: string[]) {
      if (actor.id === id && isAdministrator(actor.roles) && !isAdministrator(roles)) {
        throw new HttpError(422, ADMIN_USER_MESSAGES.ownAdministratorRole, { roles: ADMIN_USER_MESSAGES.ownAdministratorRole });
      }
      await db.transaction(async (trx) => {
        const user = await locked(id, trx);
        await repo.setRoles(id, roles, trx);
        await recordAudit(trx, { actorUserId: actor.id, action: 'user.roles', targetType: 'user', targetId: id, before: { roles: user.roles }, after: { roles } });
      });
      return { message: ADMIN_USER_MESSAGES.rolesChanged, data: await service.detail(id) };
    },

    async suspend(actor: Actor, id: number, reason: string) {
      if (actor.id === id) throw new HttpError(422, ADMIN_USER_MESSAGES.suspendSelf, { id: ADMIN_USER_MESSAGES.suspendSelf });
      const trimmed = reason.trim();
      if (!trimmed) throw new HttpError(422, 'Please give a reason.', { reason: 'This field is required.' });
      await db.transaction((trx) => suspendAccount(trx, repo, { actorUserId: actor.id, userId: id, reason: trimmed, at: deps.now() }));
      return { message: ADMIN_USER_MESSAGES.suspended, data: await service.detail(id) };
    },

    async reactivate(actor: Actor, id: number) {
      await db.transaction(async (trx) => {
        const user = await locked(id, trx);
        await repo.setSuspension(id, null, trx);
        await recordAudit(trx, {
          actorUserId: actor.id, action: 'user.reactivate', targetType: 'user', targetId: id,
          before: { suspended: user.suspended_at !== null, reason: user.suspended_reason }, after: { suspended: false },
        });
      });
      return { message: ADMIN_USER_MESSAGES.reactivated, data: await service.detail(id) };
    },

    /** The same one-time link as the lost-password form; the audit row is written only once the mail went out. */
    async sendPasswordReset(actor: Actor, id: number) {
      const user = await repo.byId(id);
      if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
      await deps.auth.sendResetLink(user);
      await db.transaction((trx) => recordAudit(trx, { actorUserId: actor.id, action: 'user.password_reset', targetType: 'user', targetId: id, after: { email: user.email } }));
      return { message: ADMIN_USER_MESSAGES.resetSent };
    },

    /** The dashboard's add-credits form, from the user's page (ledger rows and audit row written by that service). */
    async adjustCredits(actor: Actor, id: number, body: { standardCredits: number; premiumCredits: number }) {
      const result = await deps.credits.update(actor, { id, ...body });
      return { message: 'Credits updated successfully', data: result };
    },
  };
  return service;
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
