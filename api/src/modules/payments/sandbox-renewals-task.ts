import type { PaymentsApi } from './contracts';

/**
 * The `sandbox-renewals` scheduled task (api/src/queue/tasks.ts): hourly, and only when the sandbox is the provider
 * (Stripe renews its own subscriptions and tells us by webhook).
 */
export function sandboxRenewalsTask(payments: Pick<PaymentsApi, 'renewSandboxSubscriptions'>) {
  const renew = payments.renewSandboxSubscriptions;
  if (!renew) return [];
  return [{ name: 'sandbox-renewals', cron: '17 * * * *', expireInMinutes: 50, run: () => renew() }];
}
