import type { Knex } from 'knex';

export interface ProductRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  image_url: string;
  price_minor: number;
  currency: string;
  member_discount_eligible: boolean;
  active: boolean;
  sort: number;
  created_at: Date;
  updated_at: Date;
}

export function createProductsRepo(db: Knex) {
  const products = (trx?: Knex.Transaction) => (trx ?? db)<ProductRow>('products');
  return {
    /** Active products in shop order; the id breaks ties so the order is stable. */
    listActive: async (trx?: Knex.Transaction): Promise<ProductRow[]> =>
      (await products(trx).where({ active: true }).orderBy([{ column: 'sort', order: 'asc' }, { column: 'id', order: 'asc' }])) as ProductRow[],

    findActiveBySlug: (slug: string, trx?: Knex.Transaction) => products(trx).where({ slug, active: true }).first() as Promise<ProductRow | undefined>,

    findActiveById: (id: number, trx?: Knex.Transaction) => products(trx).where({ id, active: true }).first() as Promise<ProductRow | undefined>,
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
