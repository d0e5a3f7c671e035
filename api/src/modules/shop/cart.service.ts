import type { Knex } from 'knex';
import { CART_MAX_QUANTITY } from '@fj/shared';
import { HttpError, notFound } from '../../lib/http-error';
import type { UsersRepo } from '../users/users.repo';
import type { CartRepo } from './cart.repo';
import { hasMemberDiscount } from './member-discount';
import type { ProductsRepo } from './products.repo';
import { SHOP_MESSAGES } from './shop-messages';
import { cartDetail } from './shop-views';

const quantityError = (message: string) => new HttpError(422, message, { quantity: message });

function checkQuantity(quantity: number): void {
  if (quantity < 1) throw quantityError(SHOP_MESSAGES.tooFew);
  if (quantity > CART_MAX_QUANTITY) throw quantityError(SHOP_MESSAGES.tooMany);
}

export function createCartService(deps: { db: Knex; cart: CartRepo; products: ProductsRepo; users: UsersRepo }) {
  const { cart, products } = deps;
  /** The basket at today's prices for this buyer: the member discount follows the membership held now. */
  const detail = async (userId: number, trx?: Knex.Transaction) => {
    const [lines, user] = await Promise.all([cart.lines(userId, trx), deps.users.findById(userId, trx)]);
    return cartDetail(lines, hasMemberDiscount(user));
  };

  return {
    detail,

    /** Quantities add up; a sum over the cap changes nothing and answers the field error. */
    async add(userId: number, productId: number, quantity: number) {
      checkQuantity(quantity);
      return deps.db.transaction(async (trx) => {
        const product = await products.findActiveById(productId, trx);
        if (!product) throw notFound(SHOP_MESSAGES.productNotFound);
        const lines = await cart.lines(userId, trx);
        // One order is paid in one currency, so a basket never mixes them.
        if (lines.some((line) => line.currency !== product.currency)) {
          throw new HttpError(422, SHOP_MESSAGES.mixedCurrencies, { productId: SHOP_MESSAGES.mixedCurrencies });
        }
        const total = await cart.add(userId, productId, quantity, CART_MAX_QUANTITY, trx);
        if (total === undefined) throw quantityError(SHOP_MESSAGES.tooMany);
        return detail(userId, trx);
      });
    },

    async setQuantity(userId: number, productId: number, quantity: number) {
      checkQuantity(quantity);
      if (!(await cart.setQuantity(userId, productId, quantity))) throw notFound(SHOP_MESSAGES.cartLineNotFound);
      return detail(userId);
    },

    async remove(userId: number, productId: number) {
      if (!(await cart.remove(userId, productId))) throw notFound(SHOP_MESSAGES.cartLineNotFound);
      return detail(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
