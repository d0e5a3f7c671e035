import type { Knex } from 'knex';

/** A cart line joined with its (active) product: what the cart shows and what a checkout snapshots. */
export interface CartLineRow {
  product_id: number;
  quantity: number;
  slug: string;
  title: string;
  image_url: string;
  price_minor: number;
  currency: string;
  member_discount_eligible: boolean;
}

export function createCartRepo(db: Knex) {
  const items = (trx?: Knex.Transaction) => (trx ?? db)('cart_items');
  return {
    /**
     * The user's lines of products still on sale, oldest first. A product withdrawn after it was added is left out
     * (it can no longer be bought) but its row stays, so it comes back if the product is sold again.
     */
    async lines(userId: number, trx?: Knex.Transaction): Promise<CartLineRow[]> {
      return (await items(trx)
        .join('products', 'products.id', 'cart_items.product_id')
        .where({ 'cart_items.user_id': userId, 'products.active': true })
        .orderBy([{ column: 'cart_items.added_at', order: 'asc' }, { column: 'cart_items.product_id', order: 'asc' }])
        .select(
          'cart_items.product_id',
          'cart_items.quantity',
          'products.slug',
          'products.title',
          'products.image_url',
          'products.price_minor',
          'products.currency',
          'products.member_discount_eligible',
        )) as CartLineRow[];
    },

    /**
     * Adds `quantity` to the line (creating it), in one statement so two concurrent adds cannot both pass the cap.
     * Returns the new quantity, or undefined when the sum would exceed `max` (nothing is changed then).
     */
    async add(userId: number, productId: number, quantity: number, max: number, trx?: Knex.Transaction): Promise<number | undefined> {
      const result = await (trx ?? db).raw<{ rows: { quantity: number }[] }>(
        `INSERT INTO cart_items (user_id, product_id, quantity) VALUES (?, ?, ?)
         ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
         WHERE cart_items.quantity + EXCLUDED.quantity <= ?
         RETURNING quantity`,
        [userId, productId, quantity, max],
      );
      return result.rows[0]?.quantity;
    },

    /** Sets the quantity of an existing line; false when the user has no such line. */
    async setQuantity(userId: number, productId: number, quantity: number, trx?: Knex.Transaction): Promise<boolean> {
      return (await items(trx).where({ user_id: userId, product_id: productId }).update({ quantity })) > 0;
    },

    /** Removes a line; false when the user had no such line. */
    async remove(userId: number, productId: number, trx?: Knex.Transaction): Promise<boolean> {
      // `returning` rather than the affected count: knex-pglite does not report a DELETE's count as a number.
      const removed = await items(trx).where({ user_id: userId, product_id: productId }).delete().returning('product_id');
      return removed.length > 0;
    },

    /** Removes the user's lines of these products (what a paid order bought). */
    async removeProducts(userId: number, productIds: number[], trx?: Knex.Transaction): Promise<void> {
      if (productIds.length === 0) return;
      await items(trx).where({ user_id: userId }).whereIn('product_id', productIds).delete();
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
