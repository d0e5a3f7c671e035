import type { Knex } from 'knex';
import { uniqueSlug } from '../../../lib/slug';

/** What a paid course's shop product is made of: the course as it is now. */
export interface CourseForSale {
  productId: number | null;
  slug: string;
  title: string;
  summary: string;
  description: string;
  coverImage: string;
  priceMinor: number | null;
  published: boolean;
}

/**
 * Keeps a course's shop product in step with it (docs/coaching.md "Paid courses"), inside the course's transaction:
 * a price creates or updates the product (member discount eligible, on sale only while the course is published);
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
    description: course.description,
    image_url: course.coverImage,
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
