import type { Knex } from 'knex';
import { EMPLOYER_ROLES, type ThreadSide } from '@fj/shared';
import { runPrepared } from '../../lib/prepared-query';
import type { ThreadContextPolicy, ThreadDescription } from '../messages';

/**
 * Who takes part in the conversation of an application (docs/messages.md): the applicant, and every live account of
 * the job's employer with an employer role (the owner, team managers and team members: today every team role sees
 * all of its employer's jobs, employer-scope.ts). Administrators are not participants. Read live on every request,
 * so a member removed from the team, or moved to another employer, loses the thread at once.
 */
export function applicationThreadPolicy(db: Knex): ThreadContextPolicy {
  const conn = (trx?: Knex.Transaction) => trx ?? db;
  const employerRoles = [...EMPLOYER_ROLES];
  const employerRolesSql = `ARRAY[${employerRoles.map((role) => `'${role}'`).join(', ')}]::text[]`;

  return {
    context: 'application',

    // access and describe below in one subquery, for the inbox page's single statement (docs/messages.md "Speed").
    inboxSql: `
      SELECT CASE WHEN a.candidate_user_id = p.user_id THEN 'applicant'
                  WHEN j.employer_id = (SELECT v.employer_id FROM users v WHERE v.id = p.user_id AND v.deleted_at IS NULL AND v.roles && ${employerRolesSql}) THEN 'employer'
             END AS side,
             j.title AS title,
             CASE WHEN a.candidate_user_id = p.user_id THEN e.name ELSE c.display_name END AS subtitle
        FROM applications a
        JOIN jobs j ON j.id = a.job_id
        LEFT JOIN employers e ON e.id = j.employer_id
        LEFT JOIN users c ON c.id = a.candidate_user_id
       WHERE a.id = t.context_id`,

    async access(userId, contextIds, trx) {
      const sides = new Map<number, ThreadSide>();
      if (contextIds.length === 0) return sides;
      const query = conn(trx)('applications as a')
        .join('jobs as j', 'j.id', 'a.job_id')
        .whereRaw('a.id = ANY(?::bigint[])', [[...contextIds]])
        .where((scope) =>
          scope.where('a.candidate_user_id', userId).orWhereIn(
            'j.employer_id',
            conn(trx)('users').select('employer_id').where({ id: userId }).whereNull('deleted_at').whereNotNull('employer_id').whereRaw('roles && ?::text[]', [employerRoles]),
          ),
        )
        .select('a.id', conn(trx).raw(`CASE WHEN a.candidate_user_id = ? THEN 'applicant' ELSE 'employer' END AS side`, [userId]));
      // Every inbox page asks this: outside a transaction it runs as a prepared statement (one shape for any page).
      const rows: { id: number; side: ThreadSide }[] = trx ? await query : await runPrepared(db, 'application-thread-access', query);
      for (const row of rows) sides.set(Number(row.id), row.side);
      return sides;
    },

    async participants(contextId, trx) {
      const application = await conn(trx)('applications as a').join('jobs as j', 'j.id', 'a.job_id').where('a.id', contextId).first('a.candidate_user_id', 'j.employer_id');
      if (!application) return [];
      const people: { id: number; side: ThreadSide }[] = await conn(trx)('users')
        .whereNull('deleted_at')
        .where((who) =>
          who.where('id', application.candidate_user_id).orWhere((team) => team.where('employer_id', application.employer_id).whereRaw('roles && ?::text[]', [employerRoles])),
        )
        .select('id', conn(trx).raw(`CASE WHEN id = ? THEN 'applicant' ELSE 'employer' END AS side`, [application.candidate_user_id]))
        .orderBy('id');
      return people.map((person) => ({ userId: person.id, side: person.side }));
    },

    async describe(contextIds, viewerUserId) {
      const descriptions = new Map<number, ThreadDescription>();
      if (contextIds.length === 0) return descriptions;
      const rows = await runPrepared<{ id: number; job_title: string; employer_name: string; candidate_name: string; candidate_user_id: number }>(
        db,
        'application-thread-describe',
        db('applications as a')
          .join('jobs as j', 'j.id', 'a.job_id')
          .join('employers as e', 'e.id', 'j.employer_id')
          .join('users as c', 'c.id', 'a.candidate_user_id')
          .whereRaw('a.id = ANY(?::bigint[])', [[...contextIds]])
          .select('a.id', 'j.title as job_title', 'e.name as employer_name', 'c.display_name as candidate_name', 'a.candidate_user_id'),
      );
      for (const row of rows) {
        descriptions.set(Number(row.id), { title: row.job_title, subtitle: row.candidate_user_id === viewerUserId ? row.employer_name : row.candidate_name });
      }
      return descriptions;
    },
  };
}
