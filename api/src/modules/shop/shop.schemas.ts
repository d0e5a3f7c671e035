import { Type } from 'typebox';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@fj/shared';
import { RequestObject, SkipCacheQuery, Str, Id as IdSchema, Limit } from '../../lib/schemas';

const Id = IdSchema();
/** Wide on purpose: the 1–10 rule is answered by the service as a 422 field error the form can show. */
const Quantity = Type.Integer({ minimum: -1000, maximum: 1000 });

export const ProductsQuery = RequestObject({ ...SkipCacheQuery });
export const ProductSlugParams = RequestObject({ slug: Str(160, { minLength: 1 }) });
export const ProductIdParams = RequestObject({ productId: Id });
export const OrderIdParams = RequestObject({ id: Id });

export const AddCartItemBody = RequestObject({ productId: Id, quantity: Type.Optional({ ...Quantity, default: 1 }) });
export const SetCartItemBody = RequestObject({ quantity: Quantity });

export const CheckoutHeaders = Type.Object({
  'idempotency-key': Str(120, { minLength: 1, description: 'A new random key per checkout attempt; repeating it returns the first checkout' }),
});

export const OrdersQuery = RequestObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Limit({ maximum: 50, default: 10 })),
});

const ProductTile = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  img: Type.String(),
  link: Type.String(),
  title: Type.String(),
  price: Type.Integer({ description: 'Minor units' }),
  currency: Type.String(),
  display_price: Type.String(),
  summary: Type.String(),
  member_discount_eligible: Type.Boolean({ description: 'Elite and Unlimited members pay the member price' }),
  member_price: Type.Union([Type.Integer(), Type.Null()], { description: 'Minor units an Elite or Unlimited member pays; null when not eligible' }),
  display_member_price: Type.Union([Type.String(), Type.Null()]),
});

export const ProductsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(ProductTile), total: Type.Integer() });
export const ProductResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ ...ProductTile.properties, description: Type.String() }),
});

const Line = {
  productId: Type.Union([Type.Integer(), Type.Null()]),
  slug: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  listPriceMinor: Type.Integer({ description: 'The product price for one unit before any member discount' }),
  unitPriceMinor: Type.Integer({ description: 'What is charged for one unit' }),
  quantity: Type.Integer(),
  discountMinor: Type.Integer({ description: 'Member discount taken off the whole line' }),
  lineTotalMinor: Type.Integer(),
  displayLineTotal: Type.String(),
};

const CartDetail = Type.Object({
  item_count: Type.Integer({ description: 'Sum of the quantities; 0 for visitors' }),
  items: Type.Array(Type.Object({ ...Line, productId: Type.Integer(), slug: Type.String(), img: Type.String() })),
  discount_minor: Type.Optional(Type.Integer({ description: 'Member discount over all lines' })),
  display_discount: Type.Optional(Type.String()),
  total_minor: Type.Optional(Type.Integer({ description: 'What checkout charges (after the member discount)' })),
  display_total: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
});

export const CartResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: CartDetail });

export const CheckoutResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ orderId: Type.Integer(), paymentId: Type.Integer(), checkoutUrl: Type.String() }),
});

const Order = Type.Object({
  id: Type.Integer(),
  status: Type.Unsafe<OrderStatus>({ type: 'string', enum: [...ORDER_STATUSES] }),
  discount_minor: Type.Integer({ description: 'Member discount over all lines' }),
  display_discount: Type.String(),
  total_minor: Type.Integer(),
  display_total: Type.String(),
  currency: Type.String(),
  created_at: Type.String(),
  paid_at: Type.Union([Type.String(), Type.Null()]),
  payment_id: Type.Union([Type.Integer(), Type.Null()]),
  payment_status: Type.Unsafe<PaymentStatus | null>({ type: ['string', 'null'], enum: [...PAYMENT_STATUSES, null] }),
  items: Type.Array(Type.Object(Line)),
});

export const OrdersResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Order), total: Type.Integer() });
export const OrderResponse = Type.Object({ success: Type.Literal(true), data: Order });
