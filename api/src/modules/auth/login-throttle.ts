import { tooManyRequests } from '../../lib/http-error';
import { waitMessage } from '../../lib/throttle';
import type { FailureCount, LoginAttemptsRepo } from './login-attempts.repo';

/**
 * Sign-in throttling (docs/hardening.md "Login throttling"; OWASP authentication cheat sheet, ASVS 5.0 V6.3):
 * failures are counted per (account, address) pair and per address, and answered by a growing delay rather than
 * a lock, so nobody can lock an account for its owner: the owner's own address, or any other, is not slowed by
 * failures from the attacker's. Stored in Postgres, so every replica sees the same counts.
 */
export const LOGIN_THROTTLE = {
  pair: { windowMinutes: 60, freeFailures: 5, firstDelaySeconds: 15, maxDelaySeconds: 15 * 60 },
  address: { windowMinutes: 15, freeFailures: 50, firstDelaySeconds: 1, maxDelaySeconds: 60 },
  /** An address the account signed in from within this many days is not slowed by the address rule. */
  knownAddressDays: 30,
} as const;

export const PAIR_THROTTLED_MESSAGE = 'Too many failed sign-in attempts for this account from your network. You can reset your password.';
export const ADDRESS_THROTTLED_MESSAGE = 'Too many failed sign-in attempts from your network.';

interface DelayRule {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** Seconds to wait after the latest failure: 0 within the free failures, then doubling from the first delay up to the cap. */
export function delayAfter(failures: number, rule: DelayRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** doublings);
}

const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);

export function createLoginThrottle(attempts: LoginAttemptsRepo, now: () => Date) {
  /** Seconds left before `failures` allow another try, or 0. */
  const waitFor = (failures: FailureCount, rule: DelayRule, at: Date): number => {
    const delay = delayAfter(failures.count, rule);
    if (delay === 0 || failures.lastAt === null) return 0;
    return Math.max(0, Math.ceil((failures.lastAt.getTime() + delay * 1000 - at.getTime()) / 1000));
  };

  return {
    /** Throws 429 with Retry-After while this try must wait; the password is not checked then. */
    async assertAllowed(accountKey: string, ip: string): Promise<void> {
      const at = now();
      const [pair, address, known] = await Promise.all([
        attempts.pairFailuresSince(accountKey, ip, minutesBefore(at, LOGIN_THROTTLE.pair.windowMinutes)),
        attempts.addressFailuresSince(ip, minutesBefore(at, LOGIN_THROTTLE.address.windowMinutes)),
        attempts.succeededFromSince(accountKey, ip, minutesBefore(at, LOGIN_THROTTLE.knownAddressDays * 24 * 60)),
      ]);
      const pairWait = waitFor(pair, LOGIN_THROTTLE.pair, at);
      if (pairWait > 0) throw tooManyRequests(waitMessage(PAIR_THROTTLED_MESSAGE, pairWait), pairWait);
      const addressWait = known ? 0 : waitFor(address, LOGIN_THROTTLE.address, at);
      if (addressWait > 0) throw tooManyRequests(waitMessage(ADDRESS_THROTTLED_MESSAGE, addressWait), addressWait);
    },

    async record(accountKey: string, ip: string, succeeded: boolean): Promise<void> {
      const at = now();
      await attempts.record({ accountKey, ip, succeeded, at });
      if (succeeded) {
        await attempts.prune(accountKey, minutesBefore(at, LOGIN_THROTTLE.pair.windowMinutes), minutesBefore(at, LOGIN_THROTTLE.knownAddressDays * 24 * 60));
      }
    },
  };
}
