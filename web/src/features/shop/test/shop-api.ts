import type { InternalAxiosRequestConfig } from 'axios';
import { API, CART_MAX_QUANTITY, IDEMPOTENCY_KEY_HEADER } from '@fj/shared';
import { answerWith, pathOf, type FakeAnswer } from '../../../test/http';
import type { Order, ProductDetail } from '../api/types';
import { cartOf, tileOf } from './shop-fixtures';

interface ShopState {
  products: ProductDetail[];
  /** productId → quantity, for the (one) logged-in member. */
  cart: Map<number, number>;
  orders: Order[];
  checkout: (key: string) => FakeAnswer;
  /** The member is Elite or Unlimited: eligible lines cost their member price. */
  memberDiscount: boolean;
}

/**
 * A stand-in for the shop API with the behaviour the screens rely on (docs/payments.md): cart calls answer the
 * whole basket, quantities add up to at most 10, visitors get an empty basket, checkout needs an Idempotency-Key.
 */
export function serveShop(initial: Partial<ShopState> = {}) {
  const state: ShopState = {
    products: [],
    cart: new Map(),
    orders: [],
    checkout: () => ({ status: 200, body: { success: true, data: { orderId: 1, paymentId: 2, checkoutUrl: 'https://pay.example/checkout/1' } } }),
    memberDiscount: false,
    ...initial,
  };
  const basket = () =>
    cartOf(
      [...state.cart.entries()].map(([productId, quantity]) => ({ product: state.products.find((item) => item.id === productId)!, quantity })),
      state.memberDiscount,
    );
  const answerCart = (message?: string): FakeAnswer => ({ status: 200, body: { success: true, message, data: basket() } });
  const refuse = (status: number, message: string): FakeAnswer => ({ status, body: { success: false, statusCode: status, error: 'Error', message } });
  const body = (config: InternalAxiosRequestConfig) => (typeof config.data === 'string' ? JSON.parse(config.data) : config.data ?? {});
  const loggedIn = (config: InternalAxiosRequestConfig) => /^Bearer /.test(String(config.headers.get('Authorization') ?? ''));

  answerWith((config) => {
    const path = pathOf(config);
    const method = (config.method ?? 'get').toLowerCase();
    if (path === API.headerData) return { status: 200, body: { success: true, data: [] } };
    if (path === API.products) return { status: 200, body: { success: true, data: state.products.map(tileOf), total: state.products.length } };
    if (path.startsWith('/get-product/')) {
      const found = state.products.find((item) => `/get-product/${encodeURIComponent(item.slug)}` === path);
      return found ? { status: 200, body: { success: true, data: found } } : refuse(404, 'Product not found');
    }
    if (path === API.cartDetail) return loggedIn(config) ? answerCart() : { status: 200, body: { success: true, data: { item_count: 0, items: [] } } };
    if (!loggedIn(config)) return refuse(401, 'Unauthorized');
    if (path === API.cartItems && method === 'post') {
      const { productId, quantity } = body(config) as { productId: number; quantity: number };
      const next = (state.cart.get(productId) ?? 0) + quantity;
      if (next > CART_MAX_QUANTITY) return refuse(422, `You can buy at most ${CART_MAX_QUANTITY}`);
      state.cart.set(productId, next);
      return answerCart('Added to your basket');
    }
    const line = /^\/cart\/items\/(\d+)$/.exec(path);
    if (line) {
      const productId = Number(line[1]);
      if (!state.cart.has(productId)) return refuse(404, 'This product is not in your basket');
      if (method === 'patch') state.cart.set(productId, (body(config) as { quantity: number }).quantity);
      if (method === 'delete') state.cart.delete(productId);
      return answerCart();
    }
    if (path === API.cartCheckout && method === 'post') {
      const key = config.headers.get(IDEMPOTENCY_KEY_HEADER);
      return typeof key === 'string' && key ? state.checkout(key) : refuse(400, 'idempotency-key is required');
    }
    if (path === API.orders) return { status: 200, body: { success: true, data: state.orders, total: state.orders.length } };
    return { status: 404 };
  });
  return state;
}
