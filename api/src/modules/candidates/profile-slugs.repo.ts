import type { Knex } from 'knex';
import type { UserRow } from '../users/users.repo';

/**
 * Permalinks: the current slug is `users.profile_slug`; slugs a user gave up stay in `profile_slug_history`
 * pointing at that user, so old links redirect, until the user takes one back.
 */
export function createProfileSlugsRepo(db: Knex) {
  const history = (trx?: Knex.Transaction) => (trx ?? db)('profile_slug_history');

  return {
    /** The live account whose current slug this is. */
    accountOfSlug: (slug: string, trx?: Knex.Transaction) =>
      (trx ?? db)<UserRow>('users').where({ profile_slug: slug }).whereNull('deleted_at').first(),

    /** The live account an old slug belongs to. */
    async userIdOfFormerSlug(slug: string, trx?: Knex.Transaction): Promise<number | undefined> {
      const row = await history(trx)
        .join('users', 'users.id', 'profile_slug_history.user_id')
        .whereNull('users.deleted_at')
        .where('profile_slug_history.slug', slug)
        .first<{ user_id: number } | undefined>('profile_slug_history.user_id');
      return row?.user_id;
    },

    /** Taken by another account, as its current slug or as one of its former slugs. */
    async isTakenByAnother(slug: string, userId: number, trx?: Knex.Transaction): Promise<boolean> {
      const current = await (trx ?? db)('users').where({ profile_slug: slug }).whereNot({ id: userId }).first('id');
      if (current) return true;
      const former = await history(trx).where({ slug }).whereNot({ user_id: userId }).first('id');
      return former !== undefined;
    },

    /** Moves the account to `next`, keeping `previous` as a redirect; run in a transaction. */
    async change(userId: number, previous: string, next: string, trx: Knex.Transaction): Promise<void> {
      await history(trx).where({ slug: next, user_id: userId }).delete();
      await history(trx).insert({ slug: previous, user_id: userId }).onConflict('slug').merge({ user_id: userId, created_at: trx.fn.now() });
      await trx('users').where({ id: userId }).update({ profile_slug: next, updated_at: trx.fn.now() });
    },

    formerSlugsOf: (userId: number, trx?: Knex.Transaction) =>
      history(trx).where({ user_id: userId }).orderBy('created_at').select<{ slug: string; created_at: Date }[]>('slug', 'created_at'),

    async deleteAllOf(userId: number, trx?: Knex.Transaction): Promise<void> {
      await history(trx).where({ user_id: userId }).delete();
    },
  };
}

export type ProfileSlugsRepo = ReturnType<typeof createProfileSlugsRepo>;
