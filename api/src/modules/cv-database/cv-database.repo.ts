import type { Knex } from 'knex';
import { CV_SEARCHABLE_MEMBERSHIPS } from './contact-access';

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

/**
 * The CV database: discoverable profiles only (`cand_profile = 'pub'`, account not deleted, membership STANDARD or
 * above: §6 makes CVs searchable by recruiters from the premium tier up). The keyword runs
 * against the stored search vector (names and skills unstemmed, prose stemmed: both configurations are asked);
 * every filter is an equality or a JSONB containment the migration indexes.
 */
export function createCvDatabaseRepo(db: Knex) {
  const filtered = (query: CvSearchQuery) => {
    // Deleted accounts are few: excluding them by id keeps the count an index-only scan of the discoverable profiles.
    const rows = db('candidate_profiles as cp')
      .where('cp.cand_profile', 'pub')
      .whereNotIn('cp.user_id', db('users').select('id').whereNotNull('deleted_at'))
      .whereIn('cp.user_id', db('users').select('id').whereIn('membership', CV_SEARCHABLE_MEMBERSHIPS));
    if (query.search) rows.whereRaw(`cp.search_vector @@ (websearch_to_tsquery('simple', ?) || websearch_to_tsquery('english', ?))`, [query.search, query.search]);
    if (query.profileType) rows.whereIn('cp.user_id', db('users').select('id').where('profile_type', query.profileType));
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

  return {
    async search(query: CvSearchQuery): Promise<{ rows: CvRow[]; total: number }> {
      const page = filtered(query).join('users as u', 'u.id', 'cp.user_id').select(
        'cp.user_id', 'u.profile_slug', 'u.profile_type', 'u.membership', 'cp.cand_name', 'cp.cand_email', 'cp.cand_phone', 'cp.cv_headline',
        'cp.cand_headline', 'cp.cand_skills', 'cp.cand_qualification', 'cp.cand_country', 'cp.cand_city', 'cp.cand_availability',
        'cp.cand_relocate', 'cp.immediately', 'cp.level', 'cp.cand_experience', 'cp.cand_type', 'cp.profile_pic_media_id', 'cp.updated_at',
      );
      if (query.search) {
        page.orderByRaw(`ts_rank(cp.search_vector, websearch_to_tsquery('simple', ?) || websearch_to_tsquery('english', ?)) DESC`, [query.search, query.search]);
      }
      page.orderBy([{ column: 'cp.updated_at', order: 'desc' }, { column: 'cp.id', order: 'desc' }]).offset(query.offset).limit(query.limit);
      const [rows, counted] = await Promise.all([page, filtered(query).count<{ count: string | number }[]>({ count: '*' }).first()]);
      return { rows: rows as CvRow[], total: Number(counted?.count ?? 0) };
    },

    async ownerMembership(employerId: number): Promise<string | undefined> {
      const row = await db('employers as e').join('users as u', 'u.id', 'e.owner_user_id').where('e.id', employerId).first('u.membership');
      return (row as { membership: string } | undefined)?.membership;
    },
  };
}

export type CvDatabaseRepo = ReturnType<typeof createCvDatabaseRepo>;
