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
  /** §6: Elite and Unlimited members pay `member_price` (docs/shop.md "Member discount"). */
  member_discount_eligible?: boolean;
  member_price?: number | null;
  display_member_price?: string | null;
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
  /** Before the member discount; unitPriceMinor is what is charged. */
  listPriceMinor?: number;
  unitPriceMinor: number;
  quantity: number;
  /** Member discount taken off the whole line. */
  discountMinor?: number;
  lineTotalMinor: number;
  displayLineTotal: string;
}

/** `GET /get-cart-detail` and every cart change answer the whole basket. Visitors get `{ item_count: 0, items: [] }`. */
export interface CartDetail {
  item_count: number;
  items: CartLine[];
  /** Member discount over all lines; total_minor is already after it. */
  discount_minor?: number;
  display_discount?: string;
  total_minor?: number;
  display_total?: string;
  currency?: string;
}

export interface OrderLine {
  productId: number | null;
  slug: string | null;
  title: string;
  listPriceMinor?: number;
  unitPriceMinor: number;
  quantity: number;
  discountMinor?: number;
  lineTotalMinor: number;
  displayLineTotal: string;
}

export interface Order {
  id: number;
  status: OrderStatus;
  discount_minor?: number;
  display_discount?: string;
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
