import type { Knex } from 'knex';

export interface CvSearchQuery {
  search?: string;
  profileType?: string;
  level?: string;
  experience?: string;
  qualification?: string;
  country?: string;
  city?: string;
  availability?: string;
  relocate?: string;
  skills: string[];
  offset: number;
  limit: number;
}

export interface CvRow {
  user_id: number;
  profile_slug: string;
  profile_type: string | null;
  membership: string;
  cand_name: string;
  cand_email: string;
  cand_phone: string;
  cv_headline: string;
  cand_headline: { label?: string }[];
  cand_skills: { label?: string }[];
  cand_qualification: string[];
  cand_country: string;
  cand_city: string;
  cand_availability: string;
  cand_relocate: string;
  immediately: string;
  level: string;
  cand_experience: string;
  cand_type: string;
  profile_pic_media_id: number | null;
  updated_at: Date;
}

/** Columns of a result row (a profile, its user's slug, type and membership). */
const RESULT_COLUMNS = [
  'cp.user_id', 'u.profile_slug', 'u.profile_type', 'u.membership', 'cp.cand_name', 'cp.cand_email', 'cp.cand_phone', 'cp.cv_headline',
  'cp.cand_headline', 'cp.cand_skills', 'cp.cand_qualification', 'cp.cand_country', 'cp.cand_city', 'cp.cand_availability',
  'cp.cand_relocate', 'cp.immediately', 'cp.level', 'cp.cand_experience', 'cp.cand_type', 'cp.profile_pic_media_id', 'cp.updated_at',
];

const KEYWORD = `(websearch_to_tsquery('simple', ?) || websearch_to_tsquery('english', ?))`;

/**
 * The CV database: discoverable profiles only (`cand_profile = 'pub'`, account not deleted, membership STANDARD or
 * above: §6 makes CVs searchable by recruiters from the premium tier up), which is exactly the narrow `cv_search`
 * table (migration 20261122_0571, kept by triggers). The keyword runs against its copy of the search vector
 * (names and skills unstemmed, prose stemmed: both configurations are asked); the other filters join the profile
 * for equality or JSONB containment the migrations index. A keyword search is one statement: the matches with
 * their rank are gathered once, then counted and the page cut from them (docs/performance.md).
 */
export function createCvDatabaseRepo(db: Knex) {
  const filtered = (query: CvSearchQuery, withProfile = false) => {
    const rows = db('cv_search as s');
    // Profiles hidden by a moderator (docs/reports.md): a handful at most, so the anti-join is a small hashed set.
    rows.whereNotIn('s.profile_id', db('candidate_profiles').select('id').whereNotNull('hidden_at'));
    const profileFilters = [query.level, query.experience, query.qualification, query.country, query.city, query.availability, query.relocate];
    if (withProfile || profileFilters.some(Boolean) || query.skills.length > 0) rows.join('candidate_profiles as cp', 'cp.id', 's.profile_id');
    if (query.search) rows.whereRaw(`s.search_vector @@ ${KEYWORD}`, [query.search, query.search]);
    if (query.profileType) rows.whereIn('s.user_id', db('users').select('id').where('profile_type', query.profileType));
    if (query.level) rows.where('cp.level', query.level);
    if (query.experience) rows.where('cp.cand_experience', query.experience);
    if (query.qualification) rows.whereRaw('cp.cand_qualification @> ?::jsonb', [JSON.stringify([query.qualification])]);
    if (query.country) rows.where('cp.cand_country', query.country);
    if (query.city) rows.whereRaw('lower(cp.cand_city) = lower(?)', [query.city]);
    if (query.availability) rows.where('cp.cand_availability', query.availability);
    if (query.relocate) rows.where('cp.cand_relocate', query.relocate);
    for (const skill of query.skills) rows.whereRaw('cp.cand_skills @> ?::jsonb', [JSON.stringify([{ label: skill }])]);
    return rows;
  };

  const count = async (query: CvSearchQuery): Promise<number> => {
    const row = await filtered(query).count<{ count: string | number }[]>({ count: '*' }).first();
    return Number(row?.count ?? 0);
  };

  /** Rows that carry the total in a column: the total apart, and (a page past the end has no row) counted alone. */
  async function withTotal(rows: (CvRow & { total: string | number })[], query: CvSearchQuery): Promise<{ rows: CvRow[]; total: number }> {
    const total = rows.length > 0 ? Number(rows[0]!.total) : query.offset > 0 ? await count(query) : 0;
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  /** Keyword: rank every match once (narrow rows), count them, cut the page, then read the page's profiles. */
  async function keywordSearch(query: CvSearchQuery & { search: string }): Promise<{ rows: CvRow[]; total: number }> {
    const matches = filtered(query).select('s.profile_id', 's.updated_at', db.raw(`ts_rank(s.search_vector, ${KEYWORD}) AS rank`, [query.search, query.search]));
    const order = [{ column: 'rank', order: 'desc' }, { column: 'updated_at', order: 'desc' }, { column: 'profile_id', order: 'desc' }];
    const pageIds = db('m').select('*').orderBy(order).offset(query.offset).limit(query.limit);
    const rows = (await db
      .withMaterialized('m', matches)
      .from(pageIds.as('p'))
      .join('candidate_profiles as cp', 'cp.id', 'p.profile_id')
      .join('users as u', 'u.id', 'cp.user_id')
      .select(RESULT_COLUMNS)
      .select(db.raw('(SELECT count(*) FROM m) AS total'))
      .orderBy(order.map((key) => ({ ...key, column: `p.${key.column}` })))) as (CvRow & { total: string | number })[];
    return withTotal(rows, query);
  }

  return {
    async search(query: CvSearchQuery): Promise<{ rows: CvRow[]; total: number }> {
      if (query.search) return keywordSearch({ ...query, search: query.search });
      // One round trip: the total rides along as a scalar subquery over the same filters.
      const rows = (await filtered(query, true)
        .join('users as u', 'u.id', 's.user_id')
        .select(RESULT_COLUMNS)
        .select(filtered(query).count('*').as('total'))
        .orderBy([{ column: 's.updated_at', order: 'desc' }, { column: 's.profile_id', order: 'desc' }])
        .offset(query.offset)
        .limit(query.limit)) as (CvRow & { total: string | number })[];
      return withTotal(rows, query);
    },

    async ownerMembership(employerId: number): Promise<string | undefined> {
      const row = await db('employers as e').join('users as u', 'u.id', 'e.owner_user_id').where('e.id', employerId).first('u.membership');
      return (row as { membership: string } | undefined)?.membership;
    },
  };
}

export type CvDatabaseRepo = ReturnType<typeof createCvDatabaseRepo>;
