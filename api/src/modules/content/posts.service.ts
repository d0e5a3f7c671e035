import type { Knex } from 'knex';
import { blogHref, mediaPath, ROUTES, withQuery, type BlogPost, type BlogTile, type PostStatus } from '@fj/shared';
import { badRequest, notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { slugify, uniqueSlug } from '../../lib/slug';
import type { PostRow, PostsRepo } from './posts.repo';
import { checkImage } from './content-images';
import { plainText, readingMinutes } from './text';

export const RELATED_POSTS = 3;
export const AUTHOR_POSTS = 3;

export interface PostInput {
  title: string;
  slug?: string;
  excerpt?: string;
  body: string;
  seoDescription?: string;
  category: string;
  status: PostStatus;
  publishAt?: string | null;
  coverMediaId?: number | null;
}

export const authorLink = (userId: number | null) => (userId ? withQuery(ROUTES.blog, { author: userId }) : ROUTES.blog);

export function toTile(row: PostRow): BlogTile {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category_name,
    categorySlug: row.category_slug,
    img: row.cover_media_id ? mediaPath(row.cover_media_id) : null,
    author: row.author_name ?? '',
    authorLink: authorLink(row.author_user_id),
    link: blogHref(row.slug),
    postDate: (row.publish_at ?? row.created_at).toISOString(),
    time: readingMinutes(row.body),
    excerpt: row.excerpt || plainText(row.body).slice(0, 200),
  };
}

/** The admin view of a post: everything the editor needs, whatever the status. */
export const toAdminPost = (row: PostRow) => ({
  ...toTile(row),
  body: row.body,
  seoDescription: row.seo_description,
  status: row.status,
  publishAt: row.publish_at ? row.publish_at.toISOString() : null,
  coverMediaId: row.cover_media_id,
  updatedAt: row.updated_at.toISOString(),
});

export function createPostsService(deps: { db: Knex; posts: PostsRepo; now: () => Date }) {
  const { db, posts, now } = deps;

  /** The status and publish time a save stores: "published" with no date is now; "scheduled" must be ahead. */
  const schedule = (input: PostInput): { status: PostStatus; publish_at: Date | null } => {
    const at = input.publishAt ? new Date(input.publishAt) : null;
    if (at && Number.isNaN(at.getTime())) throw badRequest('Please check the form.', { publishAt: 'Not a valid date and time.' });
    if (input.status === 'draft') return { status: 'draft', publish_at: at };
    if (input.status === 'scheduled') {
      if (!at || at <= now()) throw badRequest('Please check the form.', { publishAt: 'A scheduled post needs a publish time in the future.' });
      return { status: 'scheduled', publish_at: at };
    }
    return { status: 'published', publish_at: at ?? now() };
  };

  const ensureAuthor = async (trx: Knex, userId: number) => {
    const user = await trx('users').where({ id: userId }).first('display_name');
    await trx('content_authors').insert({ user_id: userId, display_name: user?.display_name ?? '' }).onConflict('user_id').ignore();
  };

  return {
    async list(filter: { category?: string; author?: number; offset: number; limit: number }) {
      const { rows, total } = await posts.listLive(now(), { categorySlug: filter.category, authorId: filter.author, offset: filter.offset, limit: filter.limit });
      return { data: rows.map(toTile), total };
    },

    /** A live post, or where its slug used to point (301), or 404. */
    async detail(slug: string): Promise<{ kind: 'post'; post: BlogPost } | { kind: 'moved'; slug: string }> {
      const at = now();
      const row = await posts.findLiveBySlug(at, slug);
      if (!row) {
        const current = await posts.currentSlugFor(slug);
        if (current && (await posts.findLiveBySlug(at, current))) return { kind: 'moved', slug: current };
        throw notFound('Post not found');
      }
      const [related, byAuthor] = await Promise.all([
        posts.listLive(at, { categorySlug: row.category_slug, excludeId: row.id, offset: 0, limit: RELATED_POSTS }),
        row.author_user_id ? posts.listLive(at, { authorId: row.author_user_id, excludeId: row.id, offset: 0, limit: AUTHOR_POSTS }) : Promise.resolve({ rows: [], total: 0 }),
      ]);
      return {
        kind: 'post',
        post: {
          ...toTile(row),
          post_content: row.body,
          seoDescription: row.seo_description || plainText(row.excerpt || row.body).slice(0, 160),
          authorImg: row.author_photo_media_id ? mediaPath(row.author_photo_media_id) : null,
          authorBio: row.author_bio ?? '',
          authorPosts: byAuthor.rows.map((other) => {
            const tile = toTile(other);
            return { img: tile.img, link: tile.link, title: tile.title, excerpt: tile.excerpt };
          }),
          related: related.rows.map(toTile),
        },
      };
    },

    async adminList(filter: { offset: number; limit: number; status?: string; search?: string }) {
      const { rows, total } = await posts.listAll(filter);
      return { data: rows.map(toAdminPost), total };
    },

    async adminGet(id: number) {
      const row = await posts.findById(id);
      if (!row) throw notFound('Post not found');
      return toAdminPost(row);
    },

    /** Creates (no id) or edits a post in one transaction; a changed slug keeps the old one as a 301. */
    async save(authorUserId: number, input: PostInput, id?: number) {
      const when = schedule(input);
      return db.transaction(async (trx) => {
        const existing = id ? await posts.findById(id, trx) : undefined;
        if (id && !existing) throw notFound('Post not found');
        const categoryId = await posts.categoryIdBySlug(input.category, trx);
        if (!categoryId) throw badRequest('Please check the form.', { category: 'Unknown category.' });
        const cover = await checkImage(trx, input.coverMediaId, 'coverMediaId');
        const wanted = input.slug?.trim() ? slugify(input.slug) : existing?.slug ?? slugify(input.title);
        const slug = await uniqueSlug(wanted, (candidate) => posts.slugTaken(candidate, id ?? null, trx));
        const values = {
          title: plainText(input.title).slice(0, 200),
          slug,
          excerpt: plainText(input.excerpt ?? '').slice(0, 500),
          body: sanitizeRichText(input.body),
          seo_description: plainText(input.seoDescription ?? '').slice(0, 300),
          category_id: categoryId,
          cover_media_id: cover,
          ...when,
          updated_at: now(),
        };
        if (!values.title) throw badRequest('Please check the form.', { title: 'This field is required.' });
        let postId: number;
        if (existing) {
          await trx('posts').where({ id: existing.id }).update(values);
          if (existing.slug !== slug) {
            await trx('post_slug_history').where({ old_slug: slug }).delete();
            await trx('post_slug_history').insert({ old_slug: existing.slug, post_id: existing.id }).onConflict('old_slug').merge();
          }
          postId = existing.id;
        } else {
          await ensureAuthor(trx, authorUserId);
          const [created] = await trx('posts').insert({ ...values, author_user_id: authorUserId, created_at: now() }).returning(['id']);
          postId = created.id as number;
        }
        return toAdminPost((await posts.findById(postId, trx))!);
      });
    },

    async remove(id: number) {
      const deleted = await db('posts').where({ id }).delete();
      if (!deleted) throw notFound('Post not found');
    },

    categories: () => posts.categories(),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
