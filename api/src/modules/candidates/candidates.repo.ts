import type { Knex } from 'knex';
import type { CertificationEntry, EducationEntry, HeadlineTag, LabelledEntry, ProfessionEntry } from '@fj/shared';

export interface CandidateProfileRow {
  id: number;
  user_id: number;
  cand_name: string;
  cand_email: string;
  cand_phone: string;
  cand_availability: string;
  cand_relocate: string;
  immediately: string;
  cand_headline: HeadlineTag[];
  cand_country: string;
  cand_city: string;
  cv_headline: string;
  cand_fb: string;
  cand_google: string;
  cand_twiter: string;
  cand_linked: string;
  cand_intro: string;
  cand_languages: LabelledEntry[];
  cand_education: EducationEntry[];
  cand_profession: ProfessionEntry[];
  cand_certifications: CertificationEntry[];
  cand_skills: LabelledEntry[];
  cand_type: string;
  level: string;
  cand_experience: string;
  cand_qualification: string[];
  cand_salary_type: string;
  cand_salary_currency: string;
  /** bigint: pg answers a string. */
  cand_salary_minor: string | number | null;
  cand_gender: string;
  cand_background: string;
  cand_community: string;
  cand_condition: string;
  cand_profile: 'pub' | 'priv';
  /** Set when a moderator hid the profile after a report (docs/reports.md). */
  hidden_at: Date | null;
  profile_pic_media_id: number | null;
  created_at: Date;
  updated_at: Date;
}

/** A profile with the account columns that belong to it (slug, profile type, membership). */
export interface CandidateProfileWithAccount extends CandidateProfileRow {
  profile_slug: string;
  profile_type: string | null;
  membership: string;
}

/** Columns written as JSONB; knex would send JS arrays as Postgres arrays, so they are serialized first. */
const JSON_COLUMNS = [
  'cand_headline',
  'cand_languages',
  'cand_education',
  'cand_profession',
  'cand_certifications',
  'cand_skills',
  'cand_qualification',
] as const;

export type CandidateProfilePatch = Partial<Omit<CandidateProfileRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>>;

const serialize = (patch: CandidateProfilePatch): Record<string, unknown> => {
  const row: Record<string, unknown> = { ...patch };
  for (const column of JSON_COLUMNS) if (column in row) row[column] = JSON.stringify(row[column]);
  return row;
};

export interface PublicProfileQuery {
  offset: number;
  limit: number;
  search?: string;
  profileType?: string;
}

const ACCOUNT_COLUMNS = ['u.profile_slug', 'u.profile_type', 'u.membership'];

export function createCandidatesRepo(db: Knex) {
  const profiles = (trx?: Knex.Transaction) => (trx ?? db)<CandidateProfileRow>('candidate_profiles');
  const withAccount = (trx?: Knex.Transaction) =>
    (trx ?? db)('candidate_profiles as p')
      .join('users as u', 'u.id', 'p.user_id')
      .whereNull('u.deleted_at')
      .select<CandidateProfileWithAccount[]>('p.*', ...ACCOUNT_COLUMNS);

  const publicProfiles = (query: PublicProfileQuery) => {
    // A profile hidden by a moderator (docs/reports.md) is in no public list.
    const rows = db('candidate_profiles as p').join('users as u', 'u.id', 'p.user_id').whereNull('u.deleted_at').where('p.cand_profile', 'pub').whereNull('p.hidden_at');
    if (query.profileType) rows.where('u.profile_type', query.profileType);
    if (query.search) rows.whereRaw("p.search_vector @@ websearch_to_tsquery('english', ?)", [query.search]);
    return rows;
  };

  return {
    findByUserId: (userId: number, trx?: Knex.Transaction) => withAccount(trx).where('p.user_id', userId).first(),

    /** The profile of an account by its current slug (deleted accounts excluded). */
    findBySlug: (slug: string, trx?: Knex.Transaction) => withAccount(trx).where('u.profile_slug', slug).first(),

    /** Creates the empty profile of a candidate once; a concurrent second call changes nothing. */
    async createIfMissing(userId: number, initial: { cand_name: string; cand_email: string }, trx?: Knex.Transaction): Promise<void> {
      await profiles(trx)
        .insert({ user_id: userId, ...initial } as never)
        .onConflict('user_id')
        .ignore();
    },

    async update(userId: number, patch: CandidateProfilePatch, trx?: Knex.Transaction): Promise<void> {
      await profiles(trx)
        .where({ user_id: userId })
        .update({ ...serialize(patch), updated_at: db.fn.now() } as never);
    },

    /** §3 profile_type is an account column (registration sets it); the profile form edits it. */
    async setProfileType(userId: number, profileType: string, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('users').where({ id: userId }).update({ profile_type: profileType, updated_at: db.fn.now() });
    },

    async setProfilePicture(userId: number, mediaId: number | null, trx?: Knex.Transaction): Promise<number | null> {
      const [previous] = await profiles(trx).where({ user_id: userId }).select('profile_pic_media_id');
      await profiles(trx)
        .where({ user_id: userId })
        .update({ profile_pic_media_id: mediaId, updated_at: db.fn.now() } as never);
      return previous?.profile_pic_media_id ?? null;
    },

    /** True when the picture is the photo of a public profile of a live account. */
    async isPublicProfilePicture(mediaId: number): Promise<boolean> {
      const row = await db('candidate_profiles as p')
        .join('users as u', 'u.id', 'p.user_id')
        .whereNull('u.deleted_at')
        .where({ 'p.profile_pic_media_id': mediaId, 'p.cand_profile': 'pub' })
        .whereNull('p.hidden_at')
        .first('p.id');
      return row !== undefined;
    },

    /** A page of public profiles (newest change first, or best match when searching) and the full count. */
    async listPublic(query: PublicProfileQuery): Promise<{ rows: CandidateProfileWithAccount[]; total: number }> {
      const page = publicProfiles(query).select<CandidateProfileWithAccount[]>('p.*', ...ACCOUNT_COLUMNS);
      if (query.search) page.orderByRaw("ts_rank(p.search_vector, websearch_to_tsquery('english', ?)) DESC", [query.search]);
      page.orderBy([{ column: 'p.updated_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]).offset(query.offset).limit(query.limit);
      const [rows, counted] = await Promise.all([page, publicProfiles(query).count<{ count: string | number }[]>({ count: '*' }).first()]);
      return { rows, total: Number(counted?.count ?? 0) };
    },

    async deleteByUserId(userId: number, trx?: Knex.Transaction): Promise<void> {
      await profiles(trx).where({ user_id: userId }).delete();
    },
  };
}

export type CandidatesRepo = ReturnType<typeof createCandidatesRepo>;
