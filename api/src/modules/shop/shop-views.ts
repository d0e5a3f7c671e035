import { formatMoney, productHref } from '@fj/shared';
import type { CartLineRow } from './cart.repo';
import { memberPriceMinor, priceLine } from './member-discount';
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
  member_discount_eligible: row.member_discount_eligible,
  // The same for every visitor (so the tile stays cacheable): what an Elite or Unlimited member pays.
  member_price: row.member_discount_eligible ? memberPriceMinor(row.price_minor) : null,
  display_member_price: row.member_discount_eligible ? formatMoney(memberPriceMinor(row.price_minor), row.currency) : null,
});

export const productDetail = (row: ProductRow) => ({ ...productTile(row), description: row.description });

/** A basket line priced for its buyer (`discounted`: the buyer's membership has the member discount). */
export const priceCartLine = (line: CartLineRow, discounted: boolean) =>
  priceLine({ listPriceMinor: line.price_minor, quantity: line.quantity, eligible: line.member_discount_eligible }, discounted);

export const cartLine = (line: CartLineRow, discounted: boolean) => {
  const priced = priceCartLine(line, discounted);
  return {
    productId: line.product_id,
    slug: line.slug,
    title: line.title,
    img: line.image_url,
    listPriceMinor: priced.listPriceMinor,
    unitPriceMinor: priced.unitPriceMinor,
    quantity: line.quantity,
    discountMinor: priced.discountMinor,
    lineTotalMinor: priced.lineTotalMinor,
    displayLineTotal: formatMoney(priced.lineTotalMinor, line.currency),
  };
};

const sumOf = <T>(items: readonly T[], value: (item: T) => number) => items.reduce((sum, item) => sum + value(item), 0);

export function cartDetail(lines: CartLineRow[], discounted: boolean) {
  const items = lines.map((line) => cartLine(line, discounted));
  const currency = lines[0]?.currency ?? DEFAULT_CURRENCY;
  const total = sumOf(items, (item) => item.lineTotalMinor);
  const discount = sumOf(items, (item) => item.discountMinor);
  return {
    item_count: sumOf(items, (item) => item.quantity),
    items,
    discount_minor: discount,
    display_discount: formatMoney(discount, currency),
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
  discount_minor: sumOf(items, (item) => item.discount_minor),
  display_discount: formatMoney(sumOf(items, (item) => item.discount_minor), order.currency),
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
    // Lines without a recorded list price (written before the discount existed) were sold at list price.
    listPriceMinor: item.list_price_minor ?? item.unit_price_minor,
    unitPriceMinor: item.unit_price_minor,
    quantity: item.quantity,
    discountMinor: item.discount_minor,
    lineTotalMinor: item.line_total_minor,
    displayLineTotal: formatMoney(item.line_total_minor, order.currency),
  })),
});

export type OrderView = ReturnType<typeof orderView>;
