import type { BillingInterval } from '@fj/shared';
import type { SubscriptionPeriod } from '../payments/contracts';

/** The same day `months` later, clamped to the month's last day (31 January + 1 month = 28/29 February). */
function addMonths(moment: Date, months: number): Date {
  const target = new Date(moment);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(moment.getUTCDate(), lastDay));
  return target;
}

/** A period starting now, used when a provider reports a paid subscription without one. */
export function periodFrom(start: Date, interval: BillingInterval): SubscriptionPeriod {
  return { start, end: addMonths(start, interval === 'year' ? 12 : 1) };
}
