import type { Knex } from 'knex';
import { permissionsFor, teamMemberSchema, TEAM_ROLES } from '@fj/shared';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { SLUG_CONSTRAINTS, slugify, uniqueSlug, violatedConstraint, withFreeSlug } from '../../lib/slug';
import { validateForm } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import { ownEmployerId } from '../employers/employer-scope';
import { createEventsRepo } from '../events/events.repo';
import type { UsersRepo } from '../users/users.repo';
import type { TeamMemberRow, TeamRepo } from './team.repo';

export const TEAM_MESSAGES = {
  notFound: 'Team member not found',
  emailTaken: 'An account with this email address already exists.',
  created: 'Team member added',
  updated: 'Updated Successfully',
  removed: 'Team member removed',
  notYourself: 'You cannot remove your own account from the team.',
} as const;

const teamRoleOf = (roles: string[]) => roles.find((role) => TEAM_ROLES.some((teamRole) => teamRole.value === role)) ?? '';

const out = (row: TeamMemberRow) => ({
  ID: row.id,
  id: row.id,
  name: row.display_name,
  email: row.email,
  user_login: row.username,
  role: teamRoleOf(row.roles),
  roleLabel: TEAM_ROLES.find((role) => role.value === teamRoleOf(row.roles))?.label ?? '',
  permissions: permissionsFor(row.roles),
  registered: new Date(row.created_at).toISOString(),
});

/** `users.first_name` and `last_name` are varchar(60); the whole name (up to MAX_LENGTH.name) is the display name. */
const NAME_PART_COLUMN = 60;
const EMAIL_CONSTRAINT = 'users_email_unique';
/** `users.username` is varchar(60): room for a `-NN` suffix when the e-mail's local part is taken. */
const USERNAME_BASE = 50;

function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.split(/\s+/);
  return { first_name: first.slice(0, NAME_PART_COLUMN), last_name: rest.join(' ').slice(0, NAME_PART_COLUMN) };
}

export function createTeamService(deps: { db: Knex; repo: TeamRepo; users: UsersRepo }) {
  const { repo, users } = deps;
  const events = createEventsRepo(deps.db);

  /** Runs a save; an e-mail another request took meanwhile answers 409 like the look-up does, never 500. */
  async function saveOnce<T>(write: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    try {
      return await deps.db.transaction(write);
    } catch (error) {
      if (violatedConstraint(error) === EMAIL_CONSTRAINT) throw conflict(TEAM_MESSAGES.emailTaken, { email: TEAM_MESSAGES.emailTaken });
      throw error;
    }
  }

  async function own(actor: Actor, id: number) {
    const member = await repo.findMember(id, ownEmployerId(actor));
    if (!member) throw notFound(TEAM_MESSAGES.notFound);
    return member;
  }

  return {
    /**
     * Create (no id, 201) a login that acts for the caller's employer with a team role, or edit one (id): a new
     * role or password revokes the member's tokens at once.
     */
    async save(actor: Actor, body: Record<string, unknown>) {
      const employerId = ownEmployerId(actor);
      const editing = body.id !== undefined;
      const form = validateForm(teamMemberSchema(editing), body);
      const names = splitName(form.name);
      // Two requests with the same new e-mail both pass the look-up; the unique index refuses the later one.
      return saveOnce(async (trx) => {
        if (editing) {
          const member = await repo.findMember(form.id!, employerId, trx);
          if (!member) throw notFound(TEAM_MESSAGES.notFound);
          if (await repo.emailTakenByOther(form.email, member.id, trx)) throw conflict(TEAM_MESSAGES.emailTaken, { email: TEAM_MESSAGES.emailTaken });
          const roleChanged = teamRoleOf(member.roles) !== form.role;
          const password_hash = form.password ? await hashPassword(form.password) : undefined;
          await repo.update(
            member.id,
            { display_name: form.name, ...names, email: form.email, roles: [form.role], ...(password_hash ? { password_hash } : {}) },
            roleChanged || password_hash !== undefined,
            trx,
          );
          await events.record({ actorUserId: actor.id, entity: 'team_member', entityId: member.id, action: 'updated', from: teamRoleOf(member.roles), to: form.role }, trx);
          return { created: false, message: TEAM_MESSAGES.updated, data: out((await repo.findMember(member.id, employerId, trx))!) };
        }
        if (await repo.emailTakenByOther(form.email, null, trx)) throw conflict(TEAM_MESSAGES.emailTaken, { email: TEAM_MESSAGES.emailTaken });
        const password_hash = await hashPassword(form.password!);
        const user = await withFreeSlug(trx, [SLUG_CONSTRAINTS.username, SLUG_CONSTRAINTS.userProfile], async (savepoint) =>
          users.insert(
            {
              username: await uniqueSlug((form.email.split('@')[0] ?? form.name).slice(0, USERNAME_BASE), (candidate) => users.usernameExists(candidate, savepoint)),
              email: form.email,
              display_name: form.name,
              ...names,
              roles: [form.role],
              profile_slug: await uniqueSlug(slugify(form.name), (candidate) => users.profileSlugExists(candidate, savepoint)),
              password_hash,
              employer_id: employerId,
            },
            savepoint,
          ),
        );
        await events.record({ actorUserId: actor.id, entity: 'team_member', entityId: user.id, action: 'created', to: form.role, details: { employer_id: employerId } }, trx);
        return { created: true, message: TEAM_MESSAGES.created, data: out((await repo.findMember(user.id, employerId, trx))!) };
      });
    },

    async list(actor: Actor, query: { search?: string; offset: number; limit: number }) {
      const { rows, total } = await repo.list(ownEmployerId(actor), query);
      return { data: rows.map(out), total };
    },

    details: async (actor: Actor, id: number) => out(await own(actor, id)),

    async remove(actor: Actor, id: number) {
      const member = await own(actor, id);
      if (member.id === actor.id) throw new HttpError(422, TEAM_MESSAGES.notYourself, { id: TEAM_MESSAGES.notYourself });
      await deps.db.transaction(async (trx) => {
        await repo.remove(member.id, trx);
        await events.record({ actorUserId: actor.id, entity: 'team_member', entityId: member.id, action: 'removed', from: teamRoleOf(member.roles), details: { employer_id: member.employer_id } }, trx);
      });
      return { id: member.id };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
