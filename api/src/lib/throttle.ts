import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { tooManyRequests } from './http-error';

/**
 * A named limit: at most `limit` hits per `windowSeconds` for one key (an address, an account, a typed e-mail).
 * Fixed windows: the count starts again when a window ends, so a burst can reach 2 × limit across a boundary.
 */
export interface ThrottleRule {
  /** Stable name of the counter, e.g. `contact:address`; at most 60 characters. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429 message; the wait in seconds is appended. */
  message?: string;
}

export interface ThrottleDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (a retry can succeed then). */
  retryAfterSeconds: number;
}

export interface Throttle {
  /** Counts one hit of `key` and says whether it is within the rule; never throws for being over. */
  hit(rule: ThrottleRule, key: string): Promise<ThrottleDecision>;
  /** Counts one hit and throws 429 with `Retry-After` when it is over the rule. */
  consume(rule: ThrottleRule, key: string): Promise<void>;
  /** A route hook (`preHandler: throttle.byAddress(rule)`) that consumes one hit per request from the caller's address. */
  byAddress(rule: ThrottleRule): (request: FastifyRequest) => Promise<void>;
}

const DEFAULT_MESSAGE = 'Too many requests.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Expired windows are deleted by about one hit in this many, so the table stays small without a scheduled task. */
const CLEANUP_ONE_IN = 200;

export const waitMessage = (message: string, seconds: number): string =>
  `${message} Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`;

/**
 * The reusable throttle (docs/hardening.md "Throttles"). Counts live in Postgres (`throttle_counters`), so every API
 * replica shares them; one atomic upsert per hit, keys stored as sha256.
 */
export function createThrottle(db: Knex, now: () => Date = () => new Date()): Throttle {
  const hit = async (rule: ThrottleRule, key: string): Promise<ThrottleDecision> => {
    const at = now().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const expiresAt = windowStart + windowMs;
    const result = await db.raw<{ rows: { hits: number }[] }>(
      `INSERT INTO throttle_counters (rule, key_hash, window_start, hits, expires_at) VALUES (?, ?, ?, 1, ?)
       ON CONFLICT (rule, key_hash, window_start) DO UPDATE SET hits = throttle_counters.hits + 1
       RETURNING hits`,
      [rule.name, sha256(key), new Date(windowStart), new Date(expiresAt)],
    );
    if (Math.floor(Math.random() * CLEANUP_ONE_IN) === 0) {
      await db('throttle_counters').where('expires_at', '<', new Date(at)).delete();
    }
    const hits = Number(result.rows[0].hits);
    return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - at) / 1000)) };
  };

  const consume = async (rule: ThrottleRule, key: string): Promise<void> => {
    const decision = await hit(rule, key);
    if (!decision.allowed) throw tooManyRequests(waitMessage(rule.message ?? DEFAULT_MESSAGE, decision.retryAfterSeconds), decision.retryAfterSeconds);
  };

  return {
    hit,
    consume,
    byAddress: (rule) => async (request) => consume(rule, request.ip),
  };
}
