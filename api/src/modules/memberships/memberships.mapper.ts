import { formatMoney, labelOf, MEMBERSHIPS } from '@fj/shared';
import type { CreditLedgerRow } from '../credits';
import type { SubscriptionRow } from './memberships.repo';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export const membershipLabel = (membership: string): string => labelOf(MEMBERSHIPS, membership) ?? membership;

/** A subscription as its owner sees it (the subscriptions and retry-payment screens). */
export function toSubscriptionView(row: SubscriptionRow, lastFailureMessage: string | null = null) {
  return {
    id: row.id,
    planCode: row.plan_code,
    membership: row.membership,
    membershipLabel: membershipLabel(row.membership),
    interval: row.interval,
    amountMinor: row.amount_minor,
    currency: row.currency,
    displayAmount: formatMoney(row.amount_minor, row.currency),
    status: row.status,
    currentPeriodStart: iso(row.current_period_start),
    currentPeriodEnd: iso(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    cancelledAt: iso(row.cancelled_at),
    createdAt: iso(row.created_at)!,
    lastFailureMessage,
    canRetry: row.status === 'incomplete' || row.status === 'past_due',
    canCancel: row.status === 'incomplete' || (row.status === 'active' && !row.cancel_at_period_end),
  };
}

export type SubscriptionView = ReturnType<typeof toSubscriptionView>;

export const toLedgerView = (row: CreditLedgerRow) => ({
  id: Number(row.id),
  kind: row.kind,
  delta: row.delta,
  balanceAfter: row.balance_after,
  reason: row.reason,
  refType: row.ref_type,
  refId: row.ref_id,
  actorUserId: row.actor_user_id,
  period: row.period,
  createdAt: new Date(row.created_at).toISOString(),
});
