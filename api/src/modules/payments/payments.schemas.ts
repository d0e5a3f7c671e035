import { Type } from 'typebox';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentPurpose, type PaymentStatus } from '@fj/shared';
import { RequestObject, SkipCacheQuery, IdParam, Limit } from '../../lib/schemas';

export const PaymentsPageBody = RequestObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Limit({ maximum: 50, default: 10 })),
});

export const PaymentIdParams = IdParam;
export const SkipCacheOnly = RequestObject({ ...SkipCacheQuery });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const PaymentLine = Type.Object({
  title: Type.String(),
  quantity: Type.Integer(),
  listPriceMinor: Type.Integer({ description: 'Before the member discount' }),
  unitPriceMinor: Type.Integer({ description: 'Charged for one unit' }),
  discountMinor: Type.Integer({ description: 'Member discount taken off the whole line' }),
  lineTotalMinor: Type.Integer(),
});

export const PaymentView = Type.Object({
  id: Type.Integer(),
  purpose: Type.Unsafe<PaymentPurpose>({ type: 'string', enum: [...PAYMENT_PURPOSES] }),
  description: Type.String(),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  displayAmount: Type.String({ description: 'The amount formatted for en-GB, e.g. £39.00' }),
  status: Type.Unsafe<PaymentStatus>({ type: 'string', enum: [...PAYMENT_STATUSES] }),
  failureMessage: Nullable(Type.String()),
  receiptNumber: Nullable(Type.String()),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
  subscriptionId: Nullable(Type.Integer()),
  orderId: Nullable(Type.Integer()),
  packageCode: Nullable(Type.String()),
  items: Type.Array(PaymentLine, { description: 'The order lines (shop orders); empty for other payments' }),
});

export const PaymentsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(PaymentView), total: Type.Integer() });
export const PaymentResponse = Type.Object({ success: Type.Literal(true), data: PaymentView });
