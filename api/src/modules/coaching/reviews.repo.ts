import type { Knex } from 'knex';

export interface ReviewRow {
  id: number;
  course_id: number;
  user_id: number;
  author_name: string;
  rating: number;
  body: string;
  created_at: Date;
}

/** Reviews shown on a course page: the newest this many. */
export const REVIEWS_SHOWN = 50;

export function createReviewsRepo(db: Knex) {
  const query = () =>
    db('coaching_reviews as r').join('users as u', 'u.id', 'r.user_id').select('r.id', 'r.course_id', 'r.user_id', 'u.display_name as author_name', 'r.rating', 'r.body', 'r.created_at');
  const toRow = (row: ReviewRow): ReviewRow => ({ ...row, id: Number(row.id), course_id: Number(row.course_id), user_id: Number(row.user_id), rating: Number(row.rating) });

  return {
    /** The newest reviews, the caller's own first so they always find it to edit. */
    async ofCourse(courseId: number, viewerUserId: number | undefined): Promise<ReviewRow[]> {
      const rows = await query()
        .where('r.course_id', courseId)
        .whereNull('u.deleted_at')
        .orderByRaw('(r.user_id = ?) DESC, r.created_at DESC, r.id DESC', [viewerUserId ?? 0])
        .limit(REVIEWS_SHOWN);
      return rows.map(toRow);
    },

    async byId(id: number): Promise<ReviewRow | undefined> {
      const row = await query().where('r.id', id).first();
      return row && toRow(row);
    },

    /** Inserts the learner's review; null when they already have one (one each, enforced by the unique key). */
    async insert(row: { course_id: number; user_id: number; rating: number; body: string; created_at: Date }): Promise<number | null> {
      const inserted = await db('coaching_reviews')
        .insert({ ...row, updated_at: row.created_at })
        .onConflict(['course_id', 'user_id'])
        .ignore()
        .returning('id');
      return inserted.length > 0 ? Number(inserted[0].id) : null;
    },

    /** Updates the learner's own review; null when they have none. */
    async update(courseId: number, userId: number, changes: { rating: number; body: string; updated_at: Date }): Promise<number | null> {
      const updated = await db('coaching_reviews').where({ course_id: courseId, user_id: userId }).update(changes).returning('id');
      return updated.length > 0 ? Number(updated[0].id) : null;
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
