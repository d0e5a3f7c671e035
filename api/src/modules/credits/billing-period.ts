/**
 * The billing month a moment belongs to, 'YYYY-MM' in UTC. Monthly allowances are granted per calendar month
 * (UTC) until subscriptions carry their own anniversary dates; the period string is the only thing that would change.
 */
export function billingPeriodOf(moment: Date): string {
  return `${moment.getUTCFullYear()}-${String(moment.getUTCMonth() + 1).padStart(2, '0')}`;
}
