import type { Knex } from 'knex';
import { compiledQuery } from '../../lib/compiled-query';
import { likePattern } from '../../lib/like-pattern';
import { SEARCH_SEPARATOR, userSearchText, whereUserMatches } from './user-search';

export interface UserListFilters {
  q?: string;
  role?: string;
  membership?: string;
  status?: 'active' | 'suspended';
  from?: Date;
  to?: Date;
}

export interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  roles: string[];
  membership: string;
  profile_slug: string;
  profile_type: string | null;
  employer_id: number | null;
  created_at: Date;
  suspended_at: Date | null;
  suspended_reason: string | null;
  token_version: number;
}

const SORTS: Record<string, { column: string; order: 'asc' | 'desc' }[]> = {
  newest: [{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }],
  oldest: [{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }],
  name: [{ column: 'display_name', order: 'asc' }, { column: 'id', order: 'asc' }],
  username: [{ column: 'username', order: 'asc' }, { column: 'id', order: 'asc' }],
};

const COLUMNS = ['id', 'username', 'email', 'display_name', 'first_name', 'last_name', 'roles', 'membership', 'profile_slug', 'profile_type', 'employer_id', 'created_at', 'suspended_at', 'suspended_reason', 'token_version'];
/** What a list row shows (the account's page reads COLUMNS). */
const LIST_COLUMNS = ['id', 'username', 'email', 'display_name', 'roles', 'membership', 'profile_type', 'employer_id', 'created_at', 'suspended_at', 'suspended_reason'] as const;
export type AdminUserListRow = Pick<AdminUserRow, (typeof LIST_COLUMNS)[number]>;

type ListMarker = 'pattern' | 'role' | 'membership' | 'from' | 'to' | 'offset' | 'limit';
type ListStatement = (values: Readonly<Record<ListMarker, string | number>>) => Promise<(AdminUserListRow & { total_matches: unknown })[]>;

/** Which filters a list query has, and its sort: each such shape is one SQL text, compiled once (see `list`). */
const shapeOf = (filters: UserListFilters, sort: string, indexedSearch: boolean) =>
  [sort, filters.q ? (indexedSearch ? 'q' : 'q3') : '', filters.role ? 'r' : '', filters.membership ? 'm' : '', filters.status ?? '', filters.from ? 'f' : '', filters.to ? 't' : ''].join(':');

/**
 * The administrators' reads and writes of accounts (the admin module's users screens call these; ARCHITECTURE §7:
 * the users table is read and written here, in its own module).
 */
export function createUsersAdminRepo(db: Knex) {
  const filtered = (filters: UserListFilters) => {
    const query = db('users').whereNull('deleted_at');
    if (filters.q) whereUserMatches(query, filters.q);
    if (filters.role) query.whereRaw('roles @> ARRAY[?]::text[]', [filters.role]);
    if (filters.membership) query.where('membership', filters.membership);
    if (filters.status === 'suspended') query.whereNotNull('suspended_at');
    if (filters.status === 'active') query.whereNull('suspended_at');
    if (filters.from) query.where('created_at', '>=', filters.from);
    if (filters.to) query.where('created_at', '<', filters.to);
    return query;
  };

  /**
   * The list statement of one shape with markers for its values: the page and the total in one statement
   * (`count(*) OVER ()` is computed over every match before the limit). With a search text the matches are found
   * first (the trigram index, migration 0770), then counted and sorted: left to itself the planner walked
   * users_created_at backwards testing every account (80 ms for 111 matches of 20,500), and the count needs every
   * match anyway, so that order saves nothing.
   */
  const listStatement = (filters: UserListFilters, sort: string, indexedSearch: boolean, value: (name: ListMarker) => string) => {
    const query = db('users').whereNull('deleted_at');
    // `(SELECT ?)` hides the pattern from the planner, so every search costs what the generic plan costs and the
    // prepared statement keeps that plan: with the pattern visible Postgres re-planned each request (custom plans
    // looked cheaper), ~0.15 ms of planning for a 0.04 ms search (docs/performance.md, admin round 4).
    if (filters.q && indexedSearch) query.whereRaw(`${userSearchText()} ILIKE (SELECT ?::text) ESCAPE '\\'`, [value('pattern')]);
    if (filters.q && !indexedSearch) query.where((match) => { for (const column of ['display_name', 'username', 'email']) match.orWhereRaw(`?? ILIKE ? ESCAPE '\\'`, [column, value('pattern')]); });
    if (filters.role) query.whereRaw('roles @> ARRAY[?]::text[]', [value('role')]);
    if (filters.membership) query.where('membership', value('membership'));
    if (filters.status === 'suspended') query.whereNotNull('suspended_at');
    if (filters.status === 'active') query.whereNull('suspended_at');
    if (filters.from) query.whereRaw('created_at >= ?::timestamptz', [value('from')]);
    if (filters.to) query.whereRaw('created_at < ?::timestamptz', [value('to')]);
    const columns = [...LIST_COLUMNS, db.raw('count(*) OVER () AS total_matches')];
    const matches = filters.q
      ? db.queryBuilder().withMaterialized('matches', query.select(LIST_COLUMNS)).from('matches').select(columns)
      : query.select(columns);
    const ordered = matches.orderBy(SORTS[sort]!).offset(db.raw('?', [value('offset')]) as never);
    // knex's limit() takes only a number, not a marker: the limit goes in as SQL around the ordered page.
    return db.select('*').fromRaw(db.raw('(? LIMIT ?) AS page', [ordered, value('limit')])).orderBy(SORTS[sort]!);
  };
  const statements = new Map<string, ListStatement>();

  return {
    /**
     * A page and the total in one statement, compiled once per shape (which filters, which sort) and run as a named
     * prepared statement: no knex build, parse or plan per request (docs/performance.md, admin). A page past the end
     * has no row to carry the total, so only then is it counted on its own.
     */
    async list(filters: UserListFilters, sort: string, offset: number, limit: number): Promise<{ rows: AdminUserListRow[]; total: number }> {
      const sortKey = Object.hasOwn(SORTS, sort) ? sort : 'newest';
      // A search text holding the index's field separator is the one text the joined fields cannot answer exactly
      // (user-search.ts): it tests the three fields one by one.
      const indexedSearch = !filters.q?.includes(SEARCH_SEPARATOR);
      const shape = shapeOf(filters, sortKey, indexedSearch);
      let statement = statements.get(shape);
      if (!statement) {
        statement = compiledQuery<ListMarker, AdminUserListRow & { total_matches: unknown }>(db, `admin-users-${shape}`, (value) => listStatement(filters, sortKey, indexedSearch, value));
        statements.set(shape, statement);
      }
      const page = await statement({
        pattern: filters.q ? likePattern(filters.q) : '', role: filters.role ?? '', membership: filters.membership ?? '',
        from: filters.from?.toISOString() ?? '', to: filters.to?.toISOString() ?? '', offset, limit,
      });
      if (page.length === 0 && offset > 0) {
        const counted = await filtered(filters).count<{ total: string }[]>({ total: '*' });
        return { rows: [], total: Number(counted[0].total) };
      }
      const total = page.length === 0 ? 0 : Number(page[0].total_matches);
      const rows = page.map(({ total_matches: _total, ...row }) => row as AdminUserListRow);
      return { rows, total };
    },

    async lookup(str: string, limit: number, onlyRoles?: readonly string[]): Promise<{ id: number; display_name: string; username: string; email: string }[]> {
      const query = filtered({ q: str }).select('id', 'display_name', 'username', 'email').orderBy([{ column: 'display_name' }, { column: 'id' }]).limit(limit);
      if (onlyRoles) query.whereRaw('roles && ?::text[]', [[...onlyRoles]] as never);
      return query;
    },

    byId: (id: number, trx?: Knex.Transaction): Promise<AdminUserRow | undefined> =>
      (trx ?? db)('users').whereNull('deleted_at').where({ id }).first(COLUMNS),

    lockById: (id: number, trx: Knex.Transaction): Promise<AdminUserRow | undefined> =>
      trx('users').whereNull('deleted_at').where({ id }).forUpdate().first(COLUMNS),

    /** Roles change and every token issued so far stops working at once (the token carries the old roles). */
    async setRoles(id: number, roles: string[], trx: Knex.Transaction): Promise<void> {
      await trx('users').where({ id }).increment('token_version', 1).update({ roles: trx.raw('?::text[]', [roles]), updated_at: trx.fn.now() });
    },

    async setSuspension(id: number, suspension: { at: Date; reason: string } | null, trx: Knex.Transaction): Promise<void> {
      const update = suspension
        ? { suspended_at: suspension.at, suspended_reason: suspension.reason, updated_at: trx.fn.now() }
        : { suspended_at: null, suspended_reason: null, updated_at: trx.fn.now() };
      const query = trx('users').where({ id });
      // Suspending also ends every session (a token must not outlive the suspension if it is lifted soon after).
      if (suspension) query.increment('token_version', 1);
      await query.update(update);
    },

    /** An organisation's team: its accounts (the owner too), by id. */
    team: (employerId: number) =>
      db('users').where({ employer_id: employerId }).whereNull('deleted_at').orderBy('id').select('id', 'display_name', 'username', 'email', 'roles'),
  };
}

export type UsersAdminRepo = ReturnType<typeof createUsersAdminRepo>;
