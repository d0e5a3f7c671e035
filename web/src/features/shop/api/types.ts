import type { OrderStatus, PaymentStatus } from '@fj/shared';

/** A shop tile as `GET /get-products/` answers it (docs/payments.md): price in minor units, display_price formatted. */
export interface ProductTile {
  id: number;
  slug: string;
  img: string;
  link: string;
  title: string;
  price: number;
  currency: string;
  display_price: string;
  summary: string;
}

/** `GET /get-product/:slug`: the tile plus its plain-text description. */
export interface ProductDetail extends ProductTile {
  description: string;
}

export interface CartLine {
  productId: number;
  slug: string;
  title: string;
  img: string;
  unitPriceMinor: number;
  quantity: number;
  lineTotalMinor: number;
  displayLineTotal: string;
}

/** `GET /get-cart-detail` and every cart change answer the whole basket. Visitors get `{ item_count: 0, items: [] }`. */
export interface CartDetail {
  item_count: number;
  items: CartLine[];
  total_minor?: number;
  display_total?: string;
  currency?: string;
}

export interface OrderLine {
  productId: number | null;
  slug: string | null;
  title: string;
  unitPriceMinor: number;
  quantity: number;
  lineTotalMinor: number;
  displayLineTotal: string;
}

export interface Order {
  id: number;
  status: OrderStatus;
  total_minor: number;
  display_total: string;
  currency: string;
  created_at: string;
  paid_at: string | null;
  payment_id: number | null;
  payment_status: PaymentStatus | null;
  items: OrderLine[];
}

export interface CheckoutStarted {
  orderId: number;
  paymentId: number;
  checkoutUrl: string;
}

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
