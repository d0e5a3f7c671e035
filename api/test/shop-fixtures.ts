import type { Knex } from 'knex';

export interface TestProduct {
  id: number;
  slug: string;
  title: string;
  price_minor: number;
}

/** Inserts shop products for a test (the demo seed's products belong to the seeds and are not relied on). */
export async function insertProducts(
  knex: Knex,
  products: { slug: string; title: string; price_minor: number; sort?: number; active?: boolean; currency?: string; summary?: string; description?: string; image_url?: string }[],
): Promise<TestProduct[]> {
  return (await knex('products')
    .insert(products.map((product) => ({ sort: 0, active: true, currency: 'GBP', summary: '', description: '', image_url: '', ...product })))
    .returning(['id', 'slug', 'title', 'price_minor'])) as TestProduct[];
}
