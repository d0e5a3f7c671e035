import { notFound } from '../../lib/http-error';
import type { ProductsRepo } from './products.repo';
import { SHOP_MESSAGES } from './shop-messages';
import { productDetail, productTile } from './shop-views';

export function createProductsService(deps: { products: ProductsRepo }) {
  return {
    async list() {
      const rows = await deps.products.listActive();
      return { data: rows.map(productTile), total: rows.length };
    },

    async bySlug(slug: string) {
      const row = await deps.products.findActiveBySlug(slug);
      if (!row) throw notFound(SHOP_MESSAGES.productNotFound);
      return productDetail(row);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
