import type { API, ApiData, ApiItem } from '@fj/shared';

/**
 * The shop's answers as the route schemas declare them (generated from /openapi.json; docs/payments.md, docs/shop.md).
 * Prices are minor units beside their display text; Elite and Unlimited members pay `member_price` (§6).
 */
export type ProductTile = ApiItem<typeof API.products>;

/** `GET /get-product/:slug`: the tile plus its plain-text description. */
export type ProductDetail = ApiData<'/get-product/:slug'>;

/** `GET /get-cart-detail` and every cart change answer the whole basket. Visitors get `{ item_count: 0, items: [] }`. */
export type CartDetail = ApiData<typeof API.cartDetail>;

/** `unitPriceMinor` is what is charged, after the member discount (`discountMinor`, over the whole line). */
export type CartLine = CartDetail['items'][number];

export type Order = ApiItem<typeof API.orders>;

export type OrderLine = Order['items'][number];

export type CheckoutStarted = ApiData<typeof API.cartCheckout, 'post'>;

export const EMPTY_CART: CartDetail = { item_count: 0, items: [] };

/** The basket as the API answered it, tolerating a visitor answer without lines. */
export function toCartDetail(raw: Partial<CartDetail> | undefined): CartDetail {
  const count = Number(raw?.item_count ?? 0);
  return {
    ...EMPTY_CART,
    ...raw,
    item_count: Number.isFinite(count) && count > 0 ? count : 0,
    items: Array.isArray(raw?.items) ? raw.items : [],
  };
}
