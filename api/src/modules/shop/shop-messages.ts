import { CART_MAX_QUANTITY } from '@fj/shared';

/** Every message the shop answers, in one place for the tests and docs/shop.md. */
export const SHOP_MESSAGES = {
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  cartLineNotFound: 'This product is not in your basket',
  tooMany: `You can buy at most ${CART_MAX_QUANTITY}`,
  tooFew: 'Choose at least 1',
  added: 'Added to your basket',
  updated: 'Basket updated',
  removed: 'Removed from your basket',
  emptyCart: 'Your basket is empty',
  mixedCurrencies: 'Your basket holds items priced in another currency; buy them separately',
} as const;
