import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { registerContentRoutes } from './content.routes';
import { createContentService } from './content.service';
import { registerContentAdminRoutes } from './content-admin.routes';
import { registerContentPublicRoutes } from './content-public.routes';
import { createContentServices, type ContentDeps } from './content-services';

export { runNewsletterSends, type NewsletterRunSummary } from './newsletter-sender';
export { createNewsletterTokens } from './newsletter-tokens';
export { sanitizeRichText } from '../../lib/rich-text';

/** Header menu and lookups always; posts, pages, adverts, newsletter and contact when given a database. */
export function createContentModule(app: FastifyInstance, deps?: Omit<ContentDeps, 'log'>): void {
  registerContentRoutes(app, createContentService());
  if (!deps) return;
  const services = createContentServices({ ...deps, log: app.log });
  registerContentPublicRoutes(app, services, deps.publicWebUrl);
  registerContentAdminRoutes(app, services);
}

/** Media that anyone may see because a content item shows it (post covers, author photos, testimonial and advert images). */
export function isContentImage(db: Knex): (mediaId: number) => Promise<boolean> {
  return async (mediaId) => {
    const hit = await db.raw<{ rows: unknown[] }>(
      `SELECT 1 FROM posts WHERE cover_media_id = ? AND status <> 'draft' AND hidden_at IS NULL
       UNION ALL SELECT 1 FROM content_authors WHERE photo_media_id = ?
       UNION ALL SELECT 1 FROM testimonials WHERE photo_media_id = ?
       UNION ALL SELECT 1 FROM advertisements WHERE image_media_id = ? LIMIT 1`,
      [mediaId, mediaId, mediaId, mediaId],
    );
    return hit.rows.length > 0;
  };
}
