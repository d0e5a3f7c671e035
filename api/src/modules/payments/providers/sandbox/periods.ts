import type { BillingInterval } from '@fj/shared';

/** One billing interval later, in UTC; the 31st of a month renews on the last day of a shorter month. */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
