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
    member_discount_eligible: false,
    member_price: null,
    display_member_price: null,
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

/** A service the member discount covers, priced as the API answers it (£49.00, £36.75 for Elite and Unlimited). */
export const MENTORING = product({
  id: 7,
  slug: 'mentoring-session',
  img: '/uploads/products/mentoring-session.jpg',
  title: 'Mentoring session',
  summary: 'An hour with a mentor.',
  description: 'A video session.',
  member_discount_eligible: true,
  member_price: 3675,
  display_member_price: '£36.75',
});

export function tileOf({ description: _description, ...tile }: ProductDetail) {
  return tile;
}

/**
 * The basket as the API answers it, computed from product lines the way the API does; `memberDiscount`: the buyer
 * is an Elite or Unlimited member, who is charged the product's `member_price` where it has one.
 */
export function cartOf(lines: { product: ProductDetail; quantity: number }[], memberDiscount = false): CartDetail {
  const items: CartLine[] = lines.map(({ product: item, quantity }) => {
    const unit = memberDiscount && item.member_discount_eligible && item.member_price ? item.member_price : item.price;
    return {
      productId: item.id,
      slug: item.slug,
      title: item.title,
      img: item.img,
      listPriceMinor: item.price,
      unitPriceMinor: unit,
      quantity,
      discountMinor: (item.price - unit) * quantity,
      lineTotalMinor: unit * quantity,
      displayLineTotal: formatMoney(unit * quantity, 'GBP'),
    };
  });
  const total = items.reduce((sum, item) => sum + item.lineTotalMinor, 0);
  const discount = items.reduce((sum, item) => sum + (item.discountMinor ?? 0), 0);
  return {
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    discount_minor: discount,
    display_discount: formatMoney(discount, 'GBP'),
    total_minor: total,
    display_total: formatMoney(total, 'GBP'),
    currency: 'GBP',
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    status: 'paid',
    discount_minor: 0,
    display_discount: '£0.00',
    total_minor: 9800,
    display_total: '£98.00',
    currency: 'GBP',
    created_at: '2026-11-20T12:00:00.000Z',
    paid_at: '2026-11-20T10:16:00.000Z',
    payment_id: 90,
    payment_status: 'succeeded',
    items: [
      { productId: 5, slug: CV.slug, title: CV.title, listPriceMinor: 4900, unitPriceMinor: 4900, quantity: 2, discountMinor: 0, lineTotalMinor: 9800, displayLineTotal: '£98.00' },
    ],
    ...overrides,
  };
}
