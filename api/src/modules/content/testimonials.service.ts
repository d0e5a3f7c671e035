import type { Knex } from 'knex';
import { mediaPath, ROUTES, type TestimonialTile } from '@fj/shared';
import { badRequest, notFound } from '../../lib/http-error';
import { checkImage } from './content-images';
import { plainText } from './text';

interface TestimonialRow {
  id: number;
  quote: string;
  name: string;
  club: string;
  designation: string;
  photo_media_id: number | null;
  published: boolean;
  sort_order: number;
  created_at: Date;
}

export interface TestimonialInput {
  quote: string;
  name: string;
  club?: string;
  designation?: string;
  photoMediaId?: number | null;
  published?: boolean;
  sortOrder?: number;
}

/** A testimonial in the §3 tile shape (title = the person) with the fields a testimonial adds. */
export const toTestimonialTile = (row: TestimonialRow): TestimonialTile => ({
  id: row.id,
  slug: `testimonial-${row.id}`,
  title: row.name,
  category: 'Testimonials',
  categorySlug: 'testimonials',
  img: row.photo_media_id ? mediaPath(row.photo_media_id) : null,
  author: row.name,
  authorLink: ROUTES.testimonials,
  link: ROUTES.testimonials,
  postDate: row.created_at.toISOString(),
  time: 1,
  excerpt: row.quote.slice(0, 200),
  post_content: row.quote,
  testimonial_club: row.club,
  testimonial_designation: row.designation,
});

export function createTestimonialsService(db: Knex) {
  const values = async (input: TestimonialInput) => {
    const quote = plainText(input.quote);
    const name = plainText(input.name);
    const errors: Record<string, string> = {};
    if (!quote) errors.quote = 'This field is required.';
    if (!name) errors.name = 'This field is required.';
    if (Object.keys(errors).length) throw badRequest('Please check the form.', errors);
    return {
      quote,
      name,
      club: plainText(input.club ?? ''),
      designation: plainText(input.designation ?? ''),
      photo_media_id: await checkImage(db, input.photoMediaId, 'photoMediaId'),
      published: input.published ?? true,
      sort_order: input.sortOrder ?? 0,
    };
  };
  const ordered = () => db<TestimonialRow>('testimonials').orderBy([{ column: 'sort_order' }, { column: 'id', order: 'desc' }]);
  return {
    async listPublished(offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        ordered().where({ published: true }).offset(offset).limit(limit).select('*'),
        db('testimonials').where({ published: true }).count<{ count: string }[]>('id as count'),
      ]);
      return { data: rows.map(toTestimonialTile), total: Number(count[0]?.count ?? 0) };
    },
    async adminList() {
      const rows = await ordered().select('*');
      return rows.map((row) => ({ ...toTestimonialTile(row), published: row.published, sortOrder: row.sort_order, photoMediaId: row.photo_media_id }));
    },
    async save(input: TestimonialInput, id?: number) {
      if (id) {
        const updated = await db('testimonials').where({ id }).update(await values(input));
        if (!updated) throw notFound('Testimonial not found');
        return id;
      }
      const [row] = await db('testimonials').insert(await values(input)).returning(['id']);
      return row.id as number;
    },
    async remove(id: number) {
      if (!(await db('testimonials').where({ id }).delete())) throw notFound('Testimonial not found');
    },
  };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
