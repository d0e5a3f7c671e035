import type { Knex } from 'knex';

/** The slug letters of a text, possibly none (a title in Arabic only has none). */
export const slugText = (text: string): string =>
  text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120);

export const slugify = (text: string): string => slugText(text) || 'profile';

/** `base`, then `base-2`, `base-3`… until `isTaken` says no. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const root = slugify(base);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

const MAX_SLUG_ATTEMPTS = 20;

/** The unique index a Postgres unique violation (23505) broke, when it was one. */
export const violatedConstraint = (error: unknown): string | undefined => {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? constraint : undefined;
};

/**
 * Runs `write` (which picks its slugs with `uniqueSlug` and inserts them) so that two people writing the same name at
 * the same moment both succeed. `uniqueSlug` cannot see a row another transaction has not committed yet, so both may
 * pick the same slug; the unique index then makes the later insert wait for the earlier commit and fail. That failure
 * is rolled back to a savepoint and `write` runs again, now seeing the committed slug and taking the next one.
 * Only collisions on `slugConstraints` are retried; any other unique violation (an e-mail, a username the user chose)
 * is the caller's to answer.
 */
export async function withFreeSlug<T>(
  trx: Knex.Transaction,
  slugConstraints: readonly string[],
  write: (savepoint: Knex.Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await trx.transaction((savepoint) => write(savepoint));
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (!constraint || !slugConstraints.includes(constraint) || attempt >= MAX_SLUG_ATTEMPTS) throw error;
    }
  }
}

/** The unique indexes of the slugs derived from names (knex names them `<table>_<column>_unique`). */
export const SLUG_CONSTRAINTS = {
  userProfile: 'users_profile_slug_unique',
  username: 'users_username_unique',
  employer: 'employers_slug_unique',
  job: 'jobs_slug_unique',
  post: 'posts_slug_unique',
  author: 'content_authors_slug_unique',
  player: 'players_slug_unique',
  club: 'clubs_slug_unique',
  competition: 'competitions_slug_unique',
} as const;
