import { formatMoney } from '@fj/shared';
import type { PaymentRow } from './contracts';
import type { OrderLineRow } from './payments.repo';

export interface PaymentLineView {
  title: string;
  quantity: number;
  /** Before the shop's member discount (docs/shop.md); the same as unitPriceMinor when none was taken. */
  listPriceMinor: number;
  unitPriceMinor: number;
  /** Member discount taken off the whole line. */
  discountMinor: number;
  lineTotalMinor: number;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export const toLineView = (line: OrderLineRow): PaymentLineView => ({
  title: line.title,
  quantity: line.quantity,
  listPriceMinor: line.list_price_minor ?? line.unit_price_minor,
  unitPriceMinor: line.unit_price_minor,
  discountMinor: line.discount_minor,
  lineTotalMinor: line.line_total_minor,
});

/** The API's camelCase view of a payment (docs/payments.md, `POST /payment/payments`). */
export function toPaymentView(payment: PaymentRow, lines: readonly OrderLineRow[]) {
  return {
    id: payment.id,
    purpose: payment.purpose,
    description: payment.description,
    amountMinor: payment.amount_minor,
    currency: payment.currency,
    displayAmount: formatMoney(payment.amount_minor, payment.currency),
    status: payment.status,
    failureMessage: payment.failure_message,
    receiptNumber: payment.receipt_number,
    paidAt: iso(payment.paid_at),
    createdAt: iso(payment.created_at)!,
    subscriptionId: payment.subscription_id,
    orderId: payment.order_id,
    packageCode: payment.package_code,
    items: payment.purpose === 'order' ? lines.filter((line) => line.order_id === payment.order_id).map(toLineView) : [],
  };
}

export type PaymentView = ReturnType<typeof toPaymentView>;
