import type { Knex } from 'knex';
import { STATIC_PAGE_SLUGS, type StaticPage } from '@fj/shared';
import { badRequest, notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { plainText } from './text';

interface PageRow {
  slug: string;
  title: string;
  body: string;
  seo_description: string;
  updated_at: Date;
}

const toPage = (row: PageRow): StaticPage => ({ slug: row.slug, title: row.title, body: row.body, seoDescription: row.seo_description, updatedAt: row.updated_at.toISOString() });

export interface PageInput {
  title: string;
  body: string;
  seoDescription?: string;
}

/** The editable static pages (about, contact, terms, privacy and the product landing pages). */
export function createPagesService(db: Knex, now: () => Date) {
  return {
    async get(slug: string): Promise<StaticPage> {
      const row = await db<PageRow>('static_pages').where({ slug }).first();
      if (!row) throw notFound('Page not found');
      return toPage(row);
    },
    async list(): Promise<StaticPage[]> {
      return (await db<PageRow>('static_pages').orderBy('slug').select('*')).map(toPage);
    },
    async save(slug: string, input: PageInput): Promise<StaticPage> {
      if (!(STATIC_PAGE_SLUGS as readonly string[]).includes(slug)) throw notFound('Page not found');
      const title = plainText(input.title);
      if (!title) throw badRequest('Please check the form.', { title: 'This field is required.' });
      const values = { title, body: sanitizeRichText(input.body), seo_description: plainText(input.seoDescription ?? ''), updated_at: now() };
      await db('static_pages').insert({ slug, ...values }).onConflict('slug').merge();
      return this.get(slug);
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
