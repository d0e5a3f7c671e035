import { formatMoney, productHref } from '@fj/shared';
import type { CartDetail, CartLine, Order, ProductDetail } from '../api/types';

/** A product as `GET /get-product/:slug` sends it (the tiles of `GET /get-products/` are the same minus description). */
export function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const slug = overrides.slug ?? 'football-specific-cv-write-design';
  const price = overrides.price ?? 4900;
  return {
    id: 5,
    slug,
    img: `/uploads/products/${slug}.jpg`,
    link: productHref(slug),
    title: 'Football-specific CV write and design',
    price,
    currency: 'GBP',
    display_price: formatMoney(price, 'GBP'),
    summary: 'A CV written by recruiters who hire in football.',
    description: 'We interview you about your career.\nThen we write it up.\n\nYou get a designed PDF and an editable copy.',
    ...overrides,
  };
}

export const CV = product();
export const COVER_LETTER = product({
  id: 6,
  slug: 'cover-letter',
  img: '/uploads/products/cover-letter.jpg',
  title: 'Cover letter',
  price: 1900,
  display_price: '£19.00',
  summary: 'A letter for one application.',
  description: 'One letter, tailored to the job.',
});

export function tileOf({ description: _description, ...tile }: ProductDetail) {
  return tile;
}

/** The basket as the API answers it, computed from product lines the way the API does. */
export function cartOf(lines: { product: ProductDetail; quantity: number }[]): CartDetail {
  const items: CartLine[] = lines.map(({ product: item, quantity }) => ({
    productId: item.id,
    slug: item.slug,
    title: item.title,
    img: item.img,
    unitPriceMinor: item.price,
    quantity,
    lineTotalMinor: item.price * quantity,
    displayLineTotal: formatMoney(item.price * quantity, 'GBP'),
  }));
  const total = items.reduce((sum, item) => sum + item.lineTotalMinor, 0);
  return {
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    total_minor: total,
    display_total: formatMoney(total, 'GBP'),
    currency: 'GBP',
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    status: 'paid',
    total_minor: 9800,
    display_total: '£98.00',
    currency: 'GBP',
    created_at: '2026-11-20T12:00:00.000Z',
    paid_at: '2026-11-20T10:16:00.000Z',
    payment_id: 90,
    payment_status: 'succeeded',
    items: [
      { productId: 5, slug: CV.slug, title: CV.title, unitPriceMinor: 4900, quantity: 2, lineTotalMinor: 9800, displayLineTotal: '£98.00' },
    ],
    ...overrides,
  };
}
