import type { Knex } from 'knex';
import { escapeLike } from './text';

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seo_description: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  author_user_id: number | null;
  author_name: string | null;
  author_slug: string | null;
  author_bio: string | null;
  author_photo_media_id: number | null;
  cover_media_id: number | null;
  status: 'draft' | 'scheduled' | 'published';
  publish_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The admin post list's filters (docs/content.md): title search, status, category, author. */
export interface AdminPostFilter {
  offset: number;
  limit: number;
  status?: string;
  search?: string;
  category?: string;
  author?: number;
}

export interface AuthorRow {
  user_id: number;
  display_name: string;
  slug: string;
  bio: string;
  photo_media_id: number | null;
}

export interface PostListFilter {
  categorySlug?: string;
  authorId?: number;
  excludeId?: number;
  offset: number;
  limit: number;
}

/**
 * A post is live when it is not a draft, its publish time has come (scheduled posts wait for theirs) and no moderator
 * has hidden it after a report (docs/reports.md).
 */
export const whereLive = (query: Knex.QueryBuilder, now: Date) =>
  query.whereNot('p.status', 'draft').where('p.publish_at', '<=', now).whereNull('p.hidden_at');

const COLUMNS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.excerpt',
  'p.body',
  'p.seo_description',
  'p.category_id',
  'c.slug as category_slug',
  'c.name as category_name',
  'p.author_user_id',
  'a.display_name as author_name',
  'a.slug as author_slug',
  'a.bio as author_bio',
  'a.photo_media_id as author_photo_media_id',
  'p.cover_media_id',
  'p.status',
  'p.publish_at',
  'p.created_at',
  'p.updated_at',
];

export function createPostsRepo(db: Knex) {
  const base = (trx: Knex = db) =>
    trx('posts as p')
      .join('post_categories as c', 'c.id', 'p.category_id')
      .leftJoin('content_authors as a', 'a.user_id', 'p.author_user_id');

  const filtered = (now: Date, filter: Omit<PostListFilter, 'offset' | 'limit'>) => {
    const query = whereLive(base(), now);
    if (filter.categorySlug) query.where('c.slug', filter.categorySlug);
    if (filter.authorId) query.where('p.author_user_id', filter.authorId);
    if (filter.excludeId) query.whereNot('p.id', filter.excludeId);
    return query;
  };

  return {
    async listLive(now: Date, filter: PostListFilter): Promise<{ rows: PostRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(now, filter).orderBy([{ column: 'p.publish_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]).offset(filter.offset).limit(filter.limit).select(COLUMNS),
        filtered(now, filter).count<{ count: string }[]>('p.id as count'),
      ]);
      return { rows: rows as PostRow[], total: Number(count[0]?.count ?? 0) };
    },
    async findLiveBySlug(now: Date, slug: string): Promise<PostRow | undefined> {
      return whereLive(base(), now).where('p.slug', slug).first(COLUMNS) as Promise<PostRow | undefined>;
    },
    async currentSlugFor(oldSlug: string): Promise<string | undefined> {
      const row = await db('post_slug_history as h').join('posts as p', 'p.id', 'h.post_id').where('h.old_slug', oldSlug).first('p.slug');
      return row?.slug as string | undefined;
    },
    async findById(id: number, trx: Knex = db): Promise<PostRow | undefined> {
      return base(trx).where('p.id', id).first(COLUMNS) as Promise<PostRow | undefined>;
    },
    async listAll(filter: AdminPostFilter): Promise<{ rows: PostRow[]; total: number }> {
      const where = (query: Knex.QueryBuilder) => {
        if (filter.status) query.where('p.status', filter.status);
        if (filter.category) query.where('c.slug', filter.category);
        if (filter.author) query.where('p.author_user_id', filter.author);
        if (filter.search) query.whereILike('p.title', `%${escapeLike(filter.search)}%`);
        return query;
      };
      const [rows, count] = await Promise.all([
        where(base()).orderBy([{ column: 'p.updated_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]).offset(filter.offset).limit(filter.limit).select(COLUMNS),
        where(base()).count<{ count: string }[]>('p.id as count'),
      ]);
      return { rows: rows as PostRow[], total: Number(count[0]?.count ?? 0) };
    },
    async categoryIdBySlug(slug: string, trx: Knex = db): Promise<number | undefined> {
      return (await trx('post_categories').where({ slug }).first('id'))?.id as number | undefined;
    },
    async slugTaken(slug: string, exceptId: number | null, trx: Knex = db): Promise<boolean> {
      const post = await trx('posts').where({ slug }).modify((q) => (exceptId ? q.whereNot('id', exceptId) : q)).first('id');
      if (post) return true;
      const old = await trx('post_slug_history').where({ old_slug: slug }).modify((q) => (exceptId ? q.whereNot('post_id', exceptId) : q)).first('post_id');
      return old !== undefined;
    },
    async authorBySlug(slug: string): Promise<AuthorRow | undefined> {
      return db('content_authors').where({ slug }).first('user_id', 'display_name', 'slug', 'bio', 'photo_media_id') as Promise<AuthorRow | undefined>;
    },
    async authorSlugTaken(slug: string, trx: Knex = db): Promise<boolean> {
      return (await trx('content_authors').where({ slug }).first('user_id')) !== undefined;
    },
    /** Authors with at least one live post, for the sitemap. */
    async liveAuthorSlugs(now: Date, offset: number, limit: number): Promise<{ slugs: string[]; total: number }> {
      const withLive = () => db('content_authors as a').whereExists(whereLive(db('posts as p').whereRaw('p.author_user_id = a.user_id'), now));
      const [rows, count] = await Promise.all([
        withLive().orderBy('a.user_id').offset(offset).limit(limit).select('a.slug'),
        withLive().count<{ count: string }[]>('a.user_id as count'),
      ]);
      return { slugs: rows.map((row: { slug: string }) => row.slug), total: Number(count[0]?.count ?? 0) };
    },
    categories: () => db('post_categories').orderBy(['sort_order', 'id']).select('id', 'slug', 'name'),
  };
}

export type PostsRepo = ReturnType<typeof createPostsRepo>;
