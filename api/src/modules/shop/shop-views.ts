import { formatMoney, productHref } from '@fj/shared';
import type { CartLineRow } from './cart.repo';
import type { OrderItemRow, OrderPaymentRow, OrderRow } from './orders.repo';
import type { ProductRow } from './products.repo';

/** What the API answers: rows turned into the shapes documented in docs/shop.md. */

export const DEFAULT_CURRENCY = 'GBP';

export const productTile = (row: ProductRow) => ({
  id: row.id,
  slug: row.slug,
  img: row.image_url,
  link: productHref(row.slug),
  title: row.title,
  price: row.price_minor,
  currency: row.currency,
  display_price: formatMoney(row.price_minor, row.currency),
  summary: row.summary,
});

export const productDetail = (row: ProductRow) => ({ ...productTile(row), description: row.description });

export const cartLine = (line: CartLineRow) => {
  const lineTotal = line.price_minor * line.quantity;
  return {
    productId: line.product_id,
    slug: line.slug,
    title: line.title,
    img: line.image_url,
    unitPriceMinor: line.price_minor,
    quantity: line.quantity,
    lineTotalMinor: lineTotal,
    displayLineTotal: formatMoney(lineTotal, line.currency),
  };
};

export function cartDetail(lines: CartLineRow[]) {
  const items = lines.map(cartLine);
  const currency = lines[0]?.currency ?? DEFAULT_CURRENCY;
  const total = items.reduce((sum, item) => sum + item.lineTotalMinor, 0);
  return {
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    total_minor: total,
    display_total: formatMoney(total, currency),
    currency,
  };
}

/** A visitor has no cart: the header basket shows 0 (never a 401 on a public page). */
export const visitorCart = () => ({ item_count: 0, items: [] as ReturnType<typeof cartLine>[] });

export const orderView = (order: OrderRow, items: OrderItemRow[], payment: OrderPaymentRow | undefined) => ({
  id: order.id,
  status: order.status,
  total_minor: order.total_minor,
  display_total: formatMoney(order.total_minor, order.currency),
  currency: order.currency,
  created_at: new Date(order.created_at).toISOString(),
  paid_at: order.paid_at ? new Date(order.paid_at).toISOString() : null,
  payment_id: payment?.id ?? null,
  payment_status: payment?.status ?? null,
  items: items.map((item) => ({
    productId: item.product_id,
    slug: item.slug,
    title: item.title,
    unitPriceMinor: item.unit_price_minor,
    quantity: item.quantity,
    lineTotalMinor: item.line_total_minor,
    displayLineTotal: formatMoney(item.line_total_minor, order.currency),
  })),
});

export type OrderView = ReturnType<typeof orderView>;
