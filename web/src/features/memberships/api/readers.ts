import type { CreditPackageResponse, LedgerRowResponse, PaymentLineResponse, PaymentResponse, SubscriptionResponse } from './responses';
import type { CreditLedgerEntry, CreditPackage, OrderLine, Payment, Subscription } from './types';

export function toCreditPackage(pack: CreditPackageResponse): CreditPackage {
  return {
    code: pack.code,
    title: pack.title,
    standardCredits: pack.standardCredits,
    premiumCredits: pack.premiumCredits,
    amountMinor: pack.amountMinor,
    currency: pack.currency,
  };
}

export function toSubscription(subscription: SubscriptionResponse): Subscription {
  return {
    id: subscription.id,
    planCode: subscription.planCode,
    membership: subscription.membership,
    interval: subscription.interval,
    amountMinor: subscription.amountMinor,
    currency: subscription.currency,
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    lastFailureMessage: subscription.lastFailureMessage,
    createdAt: subscription.createdAt,
    canRetry: subscription.canRetry,
    canCancel: subscription.canCancel,
  };
}

function toOrderLine(line: PaymentLineResponse): OrderLine {
  return {
    title: line.title,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    lineTotalMinor: line.lineTotalMinor,
    discountMinor: line.discountMinor,
  };
}

export function toPayment(payment: PaymentResponse): Payment {
  return {
    id: payment.id,
    purpose: payment.purpose,
    description: payment.description,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    status: payment.status,
    receiptNumber: payment.receiptNumber,
    failureMessage: payment.failureMessage,
    subscriptionId: payment.subscriptionId,
    orderId: payment.orderId,
    packageCode: payment.packageCode,
    paidAt: payment.paidAt,
    createdAt: payment.createdAt,
    lines: payment.items.map(toOrderLine),
  };
}

export function toLedgerEntry(row: LedgerRowResponse): CreditLedgerEntry {
  return { id: row.id, kind: row.kind, delta: row.delta, balanceAfter: row.balanceAfter, reason: row.reason, createdAt: row.createdAt };
}
