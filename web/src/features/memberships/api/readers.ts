import { BILLING_INTERVALS, PAYMENT_PURPOSES, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES, type ApiSuccess } from '@fj/shared';
import { bool, isRaw, num, pick, rawList, str, strOrNull, type Raw } from './normalize';
import type { CreditLedgerEntry, CreditPackage, OrderLine, Page, Payment, Subscription } from './types';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);
const idOrNull = (value: unknown): number | null => {
  const id = num(value, NaN);
  return Number.isFinite(id) && id > 0 ? id : null;
};

export function toCreditPackage(raw: Raw): CreditPackage {
  return {
    code: str(pick(raw, 'code', 'packageCode', 'package_code')),
    title: str(pick(raw, 'title', 'name')),
    standardCredits: num(pick(raw, 'standardCredits', 'standard_credits')),
    premiumCredits: num(pick(raw, 'premiumCredits', 'premium_credits')),
    amountMinor: num(pick(raw, 'amountMinor', 'amount_minor')),
    currency: str(pick(raw, 'currency'), 'GBP'),
  };
}

export function toSubscription(raw: Raw): Subscription {
  const lastPayment = isRaw(pick(raw, 'lastPayment', 'last_payment')) ? (pick(raw, 'lastPayment', 'last_payment') as Raw) : {};
  const status = oneOf(SUBSCRIPTION_STATUSES, str(raw.status), 'incomplete');
  const cancelAtPeriodEnd = bool(pick(raw, 'cancelAtPeriodEnd', 'cancel_at_period_end'));
  const canRetry = pick(raw, 'canRetry', 'can_retry');
  const canCancel = pick(raw, 'canCancel', 'can_cancel');
  return {
    id: num(raw.id),
    planCode: str(pick(raw, 'planCode', 'plan_code')),
    membership: str(raw.membership),
    interval: oneOf(BILLING_INTERVALS, str(raw.interval), 'month'),
    amountMinor: num(pick(raw, 'amountMinor', 'amount_minor')),
    currency: str(raw.currency, 'GBP'),
    status,
    currentPeriodStart: strOrNull(pick(raw, 'currentPeriodStart', 'current_period_start')),
    currentPeriodEnd: strOrNull(pick(raw, 'currentPeriodEnd', 'current_period_end')),
    cancelAtPeriodEnd,
    lastFailureMessage: strOrNull(
      pick(raw, 'lastFailureMessage', 'last_failure_message', 'failureMessage', 'failure_message') ?? pick(lastPayment, 'failureMessage', 'failure_message'),
    ),
    createdAt: strOrNull(pick(raw, 'createdAt', 'created_at')),
    canRetry: canRetry === undefined ? status === 'incomplete' || status === 'past_due' : bool(canRetry),
    canCancel: canCancel === undefined ? status === 'incomplete' || (status === 'active' && !cancelAtPeriodEnd) : bool(canCancel),
  };
}

function toOrderLine(raw: Raw): OrderLine {
  const quantity = num(raw.quantity, 1);
  const unitPriceMinor = num(pick(raw, 'unitPriceMinor', 'unit_price_minor', 'priceMinor', 'price_minor'));
  return {
    title: str(pick(raw, 'title', 'description')),
    quantity,
    unitPriceMinor,
    lineTotalMinor: num(pick(raw, 'lineTotalMinor', 'line_total_minor'), unitPriceMinor * quantity),
    discountMinor: num(raw.discountMinor, 0),
  };
}

export function toPayment(raw: Raw): Payment {
  const order = isRaw(raw.order) ? raw.order : {};
  return {
    id: num(raw.id),
    purpose: oneOf(PAYMENT_PURPOSES, str(raw.purpose), 'subscription'),
    description: str(raw.description),
    amountMinor: num(pick(raw, 'amountMinor', 'amount_minor')),
    currency: str(raw.currency, 'GBP'),
    status: oneOf(PAYMENT_STATUSES, str(raw.status), 'pending'),
    receiptNumber: strOrNull(pick(raw, 'receiptNumber', 'receipt_number')),
    failureMessage: strOrNull(pick(raw, 'failureMessage', 'failure_message')),
    subscriptionId: idOrNull(pick(raw, 'subscriptionId', 'subscription_id')),
    orderId: idOrNull(pick(raw, 'orderId', 'order_id') ?? order.id),
    packageCode: strOrNull(pick(raw, 'packageCode', 'package_code')),
    paidAt: strOrNull(pick(raw, 'paidAt', 'paid_at')),
    createdAt: strOrNull(pick(raw, 'createdAt', 'created_at')),
    lines: rawList(pick(raw, 'lines', 'items', 'orderLines', 'order_items') ?? pick(order, 'lines', 'items')).map(toOrderLine),
  };
}

export function toLedgerEntry(raw: Raw, index: number): CreditLedgerEntry {
  return {
    id: str(raw.id) || String(index),
    kind: str(raw.kind) === 'premium' ? 'premium' : 'standard',
    delta: num(pick(raw, 'delta', 'change', 'amount')),
    balanceAfter: num(pick(raw, 'balanceAfter', 'balance_after')),
    reason: str(raw.reason),
    createdAt: strOrNull(pick(raw, 'createdAt', 'created_at')),
  };
}

/** A §7 list: the rows in `data` (or `data.rows`/`data.items`), the full count in `total`. */
export function toPage<Row>(body: ApiSuccess<unknown>, read: (raw: Raw, index: number) => Row): Page<Row> {
  const inner = isRaw(body.data) ? body.data : {};
  const list = Array.isArray(body.data) ? body.data : (pick(inner, 'rows', 'items', 'data') ?? []);
  const rows = rawList(list).map(read);
  return { rows, total: num(body.total ?? pick(inner, 'total'), rows.length) };
}

/** The one object of a §7 answer (`data`), or an empty record. */
export const dataOf = (body: ApiSuccess<unknown>): Raw => (isRaw(body.data) ? body.data : {});
