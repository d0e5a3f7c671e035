import { tooManyRequests } from '../../lib/http-error';
import type { LoginAttemptsRepo } from './login-attempts.repo';

/** Stored in Postgres so every replica sees the same counts (docs/conventions.md). */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 50,
} as const;

export const THROTTLED_MESSAGE = `Too many failed sign-in attempts. Please wait ${LOGIN_THROTTLE.windowMinutes} minutes or reset your password.`;

export function createLoginThrottle(attempts: LoginAttemptsRepo, now: () => Date) {
  const windowStart = () => new Date(now().getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);

  return {
    async assertAllowed(accountKey: string, ip: string): Promise<void> {
      const since = windowStart();
      const [accountFailures, ipFailures] = await Promise.all([
        attempts.accountFailuresSince(accountKey, since),
        attempts.ipFailuresSince(ip, since),
      ]);
      if (accountFailures >= LOGIN_THROTTLE.maxFailuresPerAccount || ipFailures >= LOGIN_THROTTLE.maxFailuresPerIp) {
        throw tooManyRequests(THROTTLED_MESSAGE);
      }
    },
    async record(accountKey: string, ip: string, succeeded: boolean): Promise<void> {
      await attempts.record({ accountKey, ip, succeeded, at: now() });
      if (succeeded) await attempts.deleteAccountAttemptsBefore(accountKey, windowStart());
    },
  };
}
