import type { Knex } from 'knex';
import { uniqueSlug } from '../../../lib/slug';

/** The shop shows a product's picture from the site (web/public), never an upload: every course product uses this one. */
export const COURSE_PRODUCT_IMAGE = '/images/shop/coaching-course.svg';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** A course's rich-text description as the shop's plain text: paragraphs parted by blank lines, list items by lines. */
export function plainDescription(html: string): string {
  return html
    .replace(/<\/(p|h3|h4|blockquote|ul|ol)>/g, '\n\n')
    .replace(/<li[^>]*>/g, '• ')
    .replace(/<\/li>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What a paid course's shop product is made of: the course as it is now. */
export interface CourseForSale {
  productId: number | null;
  slug: string;
  title: string;
  summary: string;
  description: string;
  priceMinor: number | null;
  published: boolean;
}

/**
 * Keeps a course's shop product in step with it (docs/coaching.md "Paid courses"), inside the course's transaction:
 * a price creates or updates the product (title, summary, description as plain text, member discount eligible, on
 * sale only while the course is published);
 * a course made free retires its product (inactive, unlinked; past orders keep pointing at it). Returns the
 * product id the course should hold.
 */
export async function syncCourseProduct(trx: Knex.Transaction, course: CourseForSale, at: Date): Promise<number | null> {
  if (course.priceMinor === null) {
    if (course.productId !== null) await trx('products').where({ id: course.productId }).update({ active: false, updated_at: at });
    return null;
  }
  const fields = {
    title: course.title,
    summary: course.summary,
    description: plainDescription(course.description),
    image_url: COURSE_PRODUCT_IMAGE,
    price_minor: course.priceMinor,
    member_discount_eligible: true,
    active: course.published,
    updated_at: at,
  };
  if (course.productId !== null) {
    await trx('products').where({ id: course.productId }).update(fields);
    return course.productId;
  }
  const slug = await uniqueSlug(`coaching-${course.slug}`, async (candidate) => !!(await trx('products').where({ slug: candidate }).first('id')));
  const [row] = await trx('products').insert({ ...fields, slug, currency: 'GBP', sort: 100, created_at: at }).returning('id');
  return Number((row as { id: number }).id);
}

/** A deleted course's product is taken off sale (orders keep it). */
export async function retireCourseProduct(trx: Knex.Transaction, productId: number | null, at: Date): Promise<void> {
  if (productId !== null) await trx('products').where({ id: productId }).update({ active: false, updated_at: at });
}
