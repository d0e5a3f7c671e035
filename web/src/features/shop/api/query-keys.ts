export const shopKeys = {
  all: ['shop'] as const,
  products: () => ['shop', 'products'] as const,
  product: (slug: string) => ['shop', 'product', slug] as const,
  /** One cache entry per account: the header basket and the cart page read the same answer. */
  cart: (userId: number | null) => ['shop', 'cart', userId] as const,
  ordersOf: (userId: number | null) => ['shop', 'orders', userId] as const,
  orders: (userId: number | null, page: number) => ['shop', 'orders', userId, page] as const,
};
