import type { Knex } from 'knex';
import { isEmployerRole, ROUTES, WEBHOOK_RETRY_SCHEDULE_SECONDS, type WebhookPayload } from '@fj/shared';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locale';
import type { Mailer } from '../../mail';
import type { AddressPolicy } from './address-guard';
import { renderEndpointDisabledMail } from './disabled-mail';
import { postToEndpoint, POST_LIMITS, type PostOutcome } from './endpoint-post';
import { messageIdOf, signedHeaders } from './signing';
import { createWebhooksRepo, type DeliveryWithEvent, type WebhookRow } from './webhooks.repo';

/** An endpoint whose deliveries keep failing this long is disabled and its owner emailed. */
export const DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** How long a claimed delivery is held: longer than one attempt can take (10 s), so no two processes overlap. */
const LEASE_MS = 60_000;
const BATCH = 10;

export interface DispatcherDeps {
  db: Knex;
  mailer: Mailer;
  policy: AddressPolicy;
  publicWebUrl: string;
  now?: () => Date;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** Tests shorten the 10 s timeout. */
  postLimits?: { timeoutMs: number; maxResponseBytes: number };
}

/** Seconds to wait after failed attempt number `attempt` (1-based), or null when that was the last try. */
export const retryDelaySeconds = (attempt: number): number | null => WEBHOOK_RETRY_SCHEDULE_SECONDS[attempt - 1] ?? null;

export const bodyOf = (delivery: Pick<DeliveryWithEvent, 'event_type' | 'event_data' | 'event_created_at'>): string =>
  JSON.stringify({ type: delivery.event_type, timestamp: new Date(delivery.event_created_at).toISOString(), data: delivery.event_data } as WebhookPayload);

/**
 * Delivers the outbox (docs/webhooks.md): `runDue()` claims due deliveries and makes one attempt each; every API
 * process runs it about once a second (`start()`), and tests call it directly. `attemptNow()` is the ping's and
 * redelivery's immediate attempt.
 */
export function createWebhookDispatcher(deps: DispatcherDeps) {
  const repo = createWebhooksRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  async function attempt(delivery: DeliveryWithEvent): Promise<PostOutcome | null> {
    const webhook = await repo.findById(delivery.webhook_id);
    if (!webhook) return null;
    const body = bodyOf(delivery);
    const startedAt = now();
    const outcome = await postToEndpoint(webhook.url, body, signedHeaders(webhook.secret, messageIdOf(delivery), startedAt, body), deps.policy, deps.postLimits ?? POST_LIMITS);
    await record(webhook, delivery, outcome, startedAt);
    return outcome;
  }

  /** Writes the attempt and what it means for the delivery and the endpoint, in one transaction. */
  async function record(webhook: WebhookRow, delivery: DeliveryWithEvent, outcome: PostOutcome, at: Date): Promise<void> {
    const number = delivery.attempts + 1;
    const finished = now();
    let disabledNow = false;
    await deps.db.transaction(async (trx) => {
      const attemptRow = {
        delivery_id: delivery.id,
        attempt: number,
        response_code: outcome.statusCode,
        duration_ms: outcome.durationMs,
        error: outcome.error,
        response_excerpt: outcome.responseExcerpt,
        created_at: at,
      };
      const last = { attempts: number, last_response_code: outcome.statusCode, last_duration_ms: outcome.durationMs, last_error: outcome.error };
      if (outcome.ok) {
        await repo.recordAttempt(attemptRow, { ...last, status: 'succeeded', next_attempt_at: null, delivered_at: finished }, trx);
        if (webhook.failing_since) await repo.update(webhook.id, { failing_since: null }, trx);
        return;
      }
      const delay = retryDelaySeconds(number);
      await repo.recordAttempt(
        attemptRow,
        delay === null ? { ...last, status: 'failed', next_attempt_at: null } : { ...last, status: 'pending', next_attempt_at: new Date(finished.getTime() + delay * 1000) },
        trx,
      );
      const current = await trx<WebhookRow>('webhooks').where({ id: webhook.id }).forUpdate().first();
      if (!current) return;
      const failingSince = current.failing_since ?? at;
      if (current.enabled && finished.getTime() - new Date(failingSince).getTime() >= DISABLE_AFTER_MS) {
        await repo.update(webhook.id, { enabled: false, disabled_reason: 'Deliveries failed for three days.', failing_since: failingSince }, trx);
        disabledNow = true;
      } else if (!current.failing_since) {
        await repo.update(webhook.id, { failing_since: at }, trx);
      }
    });
    if (disabledNow) await emailOwner(webhook, outcome.error);
  }

  async function emailOwner(webhook: WebhookRow, lastError: string | null): Promise<void> {
    try {
      const owner = await repo.ownerContact(webhook.user_id);
      if (!owner) return;
      const settings = isEmployerRole(owner.roles) ? ROUTES.employerDevelopers : ROUTES.candidateDevelopers;
      const locale = isLocale(owner.locale) ? owner.locale : DEFAULT_LOCALE;
      await deps.mailer.send(renderEndpointDisabledMail({ to: owner.email, name: owner.display_name, url: webhook.url, lastError, settingsUrl: `${deps.publicWebUrl}${settings}`, locale }));
      deps.log.info({ webhookId: webhook.id }, 'webhook endpoint disabled after three days of failures; owner emailed');
    } catch (error) {
      deps.log.error({ err: error, webhookId: webhook.id }, 'could not email the owner of a disabled webhook endpoint');
    }
  }

  async function runDue(): Promise<{ attempted: number; delivered: number }> {
    let attempted = 0;
    let delivered = 0;
    for (;;) {
      const due = await repo.claimDue(now(), LEASE_MS, BATCH);
      if (due.length === 0) break;
      const outcomes = await Promise.all(due.map((delivery) => attempt(delivery).catch((error: unknown) => {
        deps.log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery attempt failed unexpectedly');
        return null;
      })));
      attempted += due.length;
      delivered += outcomes.filter((outcome) => outcome?.ok).length;
      if (due.length < BATCH) break;
    }
    return { attempted, delivered };
  }

  return {
    runDue,

    /** One attempt now of a delivery (ping, redeliver); null when another process is attempting it right now. */
    async attemptNow(deliveryId: number): Promise<PostOutcome | null> {
      if (!(await repo.lease(deliveryId, now(), LEASE_MS))) return null;
      const delivery = await repo.delivery(deliveryId);
      return delivery ? attempt(delivery) : null;
    },

    /** Runs `runDue` about every `intervalMs` until stopped; `stop()` waits for the run in progress. */
    start(intervalMs = 1000): { stop(): Promise<void> } {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        running = runDue()
          .catch((error: unknown) => deps.log.error({ err: error }, 'webhook dispatcher run failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
      return {
        async stop() {
          stopped = true;
          if (timer) clearTimeout(timer);
          await running;
        },
      };
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
