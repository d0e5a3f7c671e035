import type { Knex } from 'knex';
import { AUTHOR_ROLES, blogAuthorHref, blogHref, mediaPath, ROUTES, type BlogAuthorPage, type BlogPost, type BlogTile, type PostStatus } from '@fj/shared';
import { badRequest, notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { SLUG_CONSTRAINTS, slugText, uniqueSlug, withFreeSlug } from '../../lib/slug';
import { FormRuleError } from '../../lib/validate-form';
import type { AdminPostFilter, PostRow, PostsRepo } from './posts.repo';
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
  /** Who the post is by: an administrator or a content editor; the caller when a new post names nobody. */
  authorId?: number;
}

export const authorLink = (slug: string | null) => (slug ? blogAuthorHref(slug) : ROUTES.blog);

const INVALID_AUTHOR = 'Choose an administrator or a content editor.';

export const POST_MESSAGES = {
  titleRequired: 'This field is required.',
  bodyRequired: 'A post needs a body before it is published or scheduled.',
  slugRequired: 'A post needs an address before it is published: use Latin letters or numbers in the slug.',
} as const;

/** What a post must have, per field: a title always; a body with text and a slug once it is published or scheduled. */
function postFormErrors(post: { title: string; body: string; slug: string; status: PostStatus }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!post.title) errors.title = POST_MESSAGES.titleRequired;
  if (post.status === 'draft') return errors;
  if (!plainText(post.body).replace(/&nbsp;|&#160;/gi, ' ').trim()) errors.body = POST_MESSAGES.bodyRequired;
  if (!post.slug) errors.slug = POST_MESSAGES.slugRequired;
  return errors;
}

export function toTile(row: PostRow): BlogTile {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category_name,
    categorySlug: row.category_slug,
    img: row.cover_media_id ? mediaPath(row.cover_media_id) : null,
    author: row.author_name ?? '',
    authorLink: authorLink(row.author_slug),
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
  authorId: row.author_user_id,
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

  /** Accounts that may be named as authors: not deleted, holding an author role (docs/content.md). */
  const authorAccounts = (trx: Knex = db) =>
    trx('users').whereNull('deleted_at').whereRaw('roles && ?::text[]', [[...AUTHOR_ROLES]] as never);

  /** The author's public row (name, slug for /blog/author/…), made on their first post. */
  const ensureAuthor = (trx: Knex.Transaction, userId: number) =>
    withFreeSlug(trx, [SLUG_CONSTRAINTS.author], async (savepoint) => {
      if (await savepoint('content_authors').where({ user_id: userId }).first('user_id')) return;
      const user = await savepoint('users').where({ id: userId }).first('display_name', 'username');
      const name = (user?.display_name as string) || (user?.username as string) || 'Author';
      const slug = await uniqueSlug(name, (candidate) => posts.authorSlugTaken(candidate, savepoint));
      await savepoint('content_authors').insert({ user_id: userId, display_name: name, slug }).onConflict('user_id').ignore();
    });

  const checkAuthor = async (trx: Knex, userId: number) => {
    if (!(await authorAccounts(trx).where({ id: userId }).first('id'))) throw badRequest('Please check the form.', { authorId: INVALID_AUTHOR });
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

    /** `/blog/author/{slug}`: the author and their live posts, newest first; 404 for an unknown author or one with none live. */
    async authorPage(slug: string, offset: number, limit: number): Promise<BlogAuthorPage> {
      const author = await posts.authorBySlug(slug);
      if (!author) throw notFound('Author not found');
      const { rows, total } = await posts.listLive(now(), { authorId: author.user_id, offset, limit });
      if (total === 0) throw notFound('Author not found');
      return {
        name: author.display_name,
        slug: author.slug,
        img: author.photo_media_id ? mediaPath(author.photo_media_id) : null,
        bio: author.bio,
        link: blogAuthorHref(author.slug),
        posts: rows.map(toTile),
        total,
      };
    },

    /** Author pages with something to show, for the sitemap. */
    liveAuthors: (offset: number, limit: number) => posts.liveAuthorSlugs(now(), offset, limit),

    /** The editor's author picker: administrators and content editors, by name. */
    async authors() {
      const rows = await authorAccounts().orderBy(['display_name', 'id']).select('id', 'display_name', 'username', 'roles');
      return rows.map((row: { id: number; display_name: string; username: string; roles: string[] }) => ({
        id: row.id,
        name: row.display_name || row.username,
        role: row.roles.includes('administrator') ? 'administrator' : 'content_editor',
      }));
    },

    async adminList(filter: AdminPostFilter) {
      const { rows, total } = await posts.listAll(filter);
      return { data: rows.map(toAdminPost), total };
    },

    async adminGet(id: number) {
      const row = await posts.findById(id);
      if (!row) throw notFound('Post not found');
      return toAdminPost(row);
    },

    /** Creates (no id) or edits a post in one transaction; a changed slug keeps the old one as a 301. */
    async save(actorUserId: number, input: PostInput, id?: number) {
      const when = schedule(input);
      return db.transaction(async (trx) => {
        const existing = id ? await posts.findById(id, trx) : undefined;
        if (id && !existing) throw notFound('Post not found');
        const authorUserId = input.authorId ?? existing?.author_user_id ?? actorUserId;
        if (input.authorId !== undefined || !existing) await checkAuthor(trx, authorUserId);
        const categoryId = await posts.categoryIdBySlug(input.category, trx);
        if (!categoryId) throw badRequest('Please check the form.', { category: 'Unknown category.' });
        const cover = await checkImage(trx, input.coverMediaId, 'coverMediaId');
        const wanted = input.slug?.trim() ? slugText(input.slug) : existing?.slug ?? slugText(input.title);
        const values = {
          title: plainText(input.title).slice(0, 200),
          excerpt: plainText(input.excerpt ?? '').slice(0, 500),
          body: sanitizeRichText(input.body),
          seo_description: plainText(input.seoDescription ?? '').slice(0, 300),
          category_id: categoryId,
          cover_media_id: cover,
          ...when,
          updated_at: now(),
        };
        const errors = postFormErrors({ title: values.title, body: values.body, slug: wanted, status: values.status });
        if (Object.keys(errors).length > 0) throw new FormRuleError(errors);
        await ensureAuthor(trx, authorUserId);
        const postId = await withFreeSlug(trx, [SLUG_CONSTRAINTS.post], async (savepoint) => {
          const slug = await uniqueSlug(wanted || 'post', (candidate) => posts.slugTaken(candidate, id ?? null, savepoint));
          if (!existing) {
            const [created] = await savepoint('posts').insert({ ...values, slug, author_user_id: authorUserId, created_at: now() }).returning(['id']);
            return created.id as number;
          }
          await savepoint('posts').where({ id: existing.id }).update({ ...values, slug, author_user_id: authorUserId });
          if (existing.slug !== slug) {
            await savepoint('post_slug_history').where({ old_slug: slug }).delete();
            await savepoint('post_slug_history').insert({ old_slug: existing.slug, post_id: existing.id }).onConflict('old_slug').merge();
          }
          return existing.id;
        });
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
