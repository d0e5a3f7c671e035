import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { PaymentsApi } from '../payments/contracts';
import { createUsersRepo } from '../users/users.repo';
import { createCartRepo } from './cart.repo';
import { registerCartRoutes } from './cart.routes';
import { createCartService } from './cart.service';
import { createCheckoutService } from './checkout.service';
import { createOrderFulfilment, type OrderPaidHook } from './order-fulfilment';
import { createOrdersRepo } from './orders.repo';
import { registerOrderRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';
import { createProductsRepo } from './products.repo';
import { registerProductRoutes } from './products.routes';
import { createProductsService } from './products.service';

export { SHOP_MESSAGES } from './shop-messages';
export type { OrderPaidHook } from './order-fulfilment';

export interface ShopModuleDeps {
  db: Knex;
  payments: PaymentsApi;
  now?: () => Date;
  /** Run when an order is paid, inside the webhook's transaction (coaching: enroll the buyer in the courses bought). */
  onOrderPaid?: OrderPaidHook;
}

/** Products, the per-user basket, its checkout through the payments engine, and orders (docs/shop.md). */
export function createShopModule(app: FastifyInstance, deps: ShopModuleDeps): void {
  const products = createProductsRepo(deps.db);
  const cart = createCartRepo(deps.db);
  const orders = createOrdersRepo(deps.db);
  const users = createUsersRepo(deps.db);

  registerProductRoutes(app, createProductsService({ products }));
  registerCartRoutes(app, {
    cart: createCartService({ db: deps.db, cart, products, users }),
    checkout: createCheckoutService({ cart, orders, users, payments: deps.payments }),
    users,
  });
  registerOrderRoutes(app, createOrdersService({ orders }));
  deps.payments.registerFulfilment('order', createOrderFulfilment({ orders, cart, now: deps.now ?? (() => new Date()), onPaid: deps.onOrderPaid }));
}
