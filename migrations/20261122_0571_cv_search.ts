import type { Knex } from 'knex';

/**
 * The CV database's searchable set as its own narrow table (docs/performance.md): one row per profile a recruiter
 * may find — public (`cand_profile = 'pub'`), account not deleted, membership on a paid tier (§6 "CV searchable by
 * recruiters: from premium up": STANDARD, ELITE, UNLIMITED, the CV_SEARCHABLE_MEMBERSHIPS of
 * api/src/modules/cv-database/contact-access.ts; a test checks the two agree) — with the ordering columns and the
 * search vector. A keyword search then ranks only searchable rows that are ~500 bytes wide instead of reading the
 * wide profiles and joining users, and the total is a count over this table.
 *
 * Kept by row triggers in the same transaction as the change: any write to a profile, and a change of a user's
 * membership or deleted_at, re-derives that profile's row (delete, then insert when searchable).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE cv_search (
    profile_id integer PRIMARY KEY REFERENCES candidate_profiles (id) ON DELETE CASCADE,
    user_id integer NOT NULL,
    updated_at timestamptz NOT NULL,
    search_vector tsvector NOT NULL
  )`);
  await knex.raw('CREATE INDEX cv_search_newest ON cv_search (updated_at DESC, profile_id DESC)');
  await knex.raw('CREATE INDEX cv_search_user ON cv_search (user_id)');
  await knex.raw('CREATE INDEX cv_search_vector ON cv_search USING GIN (search_vector)');

  const searchableRows = (where: string) => `
    SELECT cp.id, cp.user_id, cp.updated_at, cp.search_vector FROM candidate_profiles cp JOIN users u ON u.id = cp.user_id
    WHERE ${where} AND cp.cand_profile = 'pub' AND u.deleted_at IS NULL AND u.membership IN ('STANDARD', 'ELITE', 'UNLIMITED')`;
  await knex.raw(`CREATE FUNCTION cv_search_refresh(profile integer) RETURNS void LANGUAGE sql AS $fn$
    DELETE FROM cv_search WHERE profile_id = profile;
    INSERT INTO cv_search (profile_id, user_id, updated_at, search_vector) ${searchableRows('cp.id = profile')};
  $fn$`);
  await knex.raw(`CREATE FUNCTION cv_search_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      -- A deleted profile's row goes with it (ON DELETE CASCADE).
      IF TG_OP <> 'DELETE' THEN PERFORM cv_search_refresh(NEW.id); END IF;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE FUNCTION cv_search_user_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM cv_search_refresh(cp.id) FROM candidate_profiles cp WHERE cp.user_id = NEW.id;
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER candidate_profiles_cv_search AFTER INSERT OR UPDATE ON candidate_profiles
    FOR EACH ROW EXECUTE FUNCTION cv_search_profile_changed()`);
  await knex.raw(`CREATE TRIGGER users_cv_search AFTER UPDATE OF membership, deleted_at ON users
    FOR EACH ROW WHEN (OLD.membership IS DISTINCT FROM NEW.membership OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
    EXECUTE FUNCTION cv_search_user_changed()`);
  await knex.raw(`INSERT INTO cv_search (profile_id, user_id, updated_at, search_vector) ${searchableRows('true')}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER users_cv_search ON users');
  await knex.raw('DROP TRIGGER candidate_profiles_cv_search ON candidate_profiles');
  await knex.raw('DROP FUNCTION cv_search_user_changed()');
  await knex.raw('DROP FUNCTION cv_search_profile_changed()');
  await knex.raw('DROP FUNCTION cv_search_refresh(integer)');
  await knex.raw('DROP TABLE cv_search');
}
