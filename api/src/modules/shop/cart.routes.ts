import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { optionalActor } from '../../lib/optional-actor';
import { errorResponses, RequestObject, SkipCacheQuery } from '../../lib/schemas';
import type { UsersRepo } from '../users/users.repo';
import type { CartService } from './cart.service';
import type { CheckoutService } from './checkout.service';
import { SHOP_MESSAGES } from './shop-messages';
import { AddCartItemBody, CartResponse, CheckoutHeaders, CheckoutResponse, ProductIdParams, SetCartItemBody } from './shop.schemas';
import { visitorCart } from './shop-views';

const tags = ['shop'];

export function registerCartRoutes(instance: FastifyInstance, deps: { cart: CartService; checkout: CheckoutService; users: UsersRepo }): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { cart } = deps;

  app.route({
    method: 'GET',
    url: API.cartDetail,
    // Public so the header basket never causes a 401; a valid token shows the caller's own basket (never cached).
    config: { policy: 'public', cacheTtl: false },
    schema: {
      tags,
      operationId: 'getCartDetail',
      summary: "The caller's basket (item_count, lines, total); { item_count: 0, items: [] } without a valid token",
      querystring: RequestObject({ ...SkipCacheQuery }),
      response: { 200: CartResponse, ...errorResponses(400) },
    },
    handler: async (request) => {
      const actor = await optionalActor(request, deps.users);
      return { success: true as const, data: actor ? await cart.detail(actor.id) : visitorCart() };
    },
  });

  app.route({
    method: 'POST',
    url: API.cartItems,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'addCartItem',
      summary: 'Add a product (quantities add up, at most 10 a line); answers the basket',
      body: AddCartItemBody,
      response: { 200: CartResponse, ...errorResponses(400, 401, 404, 422) },
    },
    handler: async (request) => ({
      success: true as const,
      message: SHOP_MESSAGES.added,
      data: await cart.add(request.actor!.id, request.body.productId, request.body.quantity ?? 1),
    }),
  });

  app.route({
    method: 'PATCH',
    url: API.cartItem,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'setCartItemQuantity',
      summary: 'Set the quantity (1–10) of a line of the basket; answers the basket',
      params: ProductIdParams,
      body: SetCartItemBody,
      response: { 200: CartResponse, ...errorResponses(400, 401, 404, 422) },
    },
    handler: async (request) => ({
      success: true as const,
      message: SHOP_MESSAGES.updated,
      data: await cart.setQuantity(request.actor!.id, request.params.productId, request.body.quantity),
    }),
  });

  app.route({
    method: 'DELETE',
    url: API.cartItem,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'removeCartItem',
      summary: 'Remove a line of the basket; answers the basket',
      params: ProductIdParams,
      response: { 200: CartResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      message: SHOP_MESSAGES.removed,
      data: await cart.remove(request.actor!.id, request.params.productId),
    }),
  });

  app.route({
    method: 'POST',
    url: API.cartCheckout,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'checkoutCart',
      summary: 'Snapshot the basket into a pending order and start a checkout (the same Idempotency-Key answers the same order)',
      headers: CheckoutHeaders,
      response: { 200: CheckoutResponse, ...errorResponses(400, 401, 409, 422) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await deps.checkout.checkout(request.actor!.id, request.headers['idempotency-key'].trim()),
    }),
  });
}
