/** Open platform (issue 24, docs/open-platform.md): API keys, webhooks and the ATS job import. Times are ISO 8601 UTC. */

/** What a key may do. A route a key may call names exactly one of these; every other route refuses keys. */
export const API_SCOPES = [
  'jobs:read',
  'jobs:write',
  'applications:read',
  'applications:write',
  'cv-database:read',
  'webhooks:manage',
  'profile:read',
  'profile:write',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = 'fj_';

export interface ApiKeyDto {
  id: number;
  name: string;
  /** The first characters of the key (`fj_` and 8 more), to tell keys apart; never the whole key. */
  prefix: string;
  scopes: ApiScope[];
  created: string;
  expires: string | null;
  lastUsedAt: string | null;
  /** The address the key was last used from. */
  lastUsedFrom: string | null;
  /** An expired key stays listed (and refused) until its owner deletes it; a deleted key is revoked and not listed. */
  state: 'active' | 'expired';
}

export interface CreateApiKeyRequest {
  name: string;
  scopes: ApiScope[];
  /** Optional ISO date-time in the future. */
  expiresAt?: string | null;
}

/** The answer to POST /api-keys: the only time the whole key is shown. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  key: string;
}

export const WEBHOOK_EVENTS = [
  'application.created',
  'application.status_changed',
  'application.withdrawn',
  'job.published',
  'job.expired',
  'interview.booked',
  'payment.succeeded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The test ping (POST /webhooks/{id}/ping) is delivered like an event but cannot be subscribed to. */
export type WebhookDeliveryEventType = WebhookEventType | 'webhook.ping';

/** Seconds after the first try at which each retry is made; after the last, the delivery has failed. */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

export interface WebhookDto {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** Why it was disabled (three days of failures, or by its owner); null while enabled. */
  disabledReason: string | null;
  failingSince: string | null;
  created: string;
  updated: string;
}

export interface CreateWebhookRequest {
  url: string;
  events: WebhookEventType[];
  description?: string;
}

export interface UpdateWebhookRequest {
  url?: string;
  events?: WebhookEventType[];
  description?: string;
  enabled?: boolean;
}

/** The answer to POST /webhooks: the signing secret (`whsec_…`, Standard Webhooks) is shown this once. */
export interface CreatedWebhookDto extends WebhookDto {
  secret: string;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookAttemptDto {
  attempt: number;
  at: string;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface WebhookDeliveryDto {
  id: number;
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop duplicates. */
  messageId: string;
  event: WebhookDeliveryEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastResponseCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  created: string;
  attemptLog: WebhookAttemptDto[];
}

/** The body POSTed to an endpoint (the `data` object depends on the event; docs/open-platform.md lists them). */
export interface WebhookPayload {
  type: WebhookDeliveryEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

/** One job of an ATS feed: the submit-job fields (as POST /job-api/submit-job takes them) plus the employer's id. */
export interface ImportJobItem {
  reference: string;
  [field: string]: unknown;
}

/** The most jobs one import request may carry (POST /job-api/jobs/import answers 413 above it). */
export const IMPORT_MAX_JOBS = 1000;
/** The longest `reference` an imported job may have (characters). */
export const IMPORT_REFERENCE_MAX_LENGTH = 200;

export interface ImportJobsRequest {
  jobs: ImportJobItem[];
  /** Close the employer's imported jobs whose reference is not in this feed. */
  closeMissing?: boolean;
}

export type ImportItemOutcome = 'created' | 'updated' | 'unchanged' | 'closed' | 'refused';

export interface ImportItemResult {
  reference: string;
  outcome: ImportItemOutcome;
  jobId: number | null;
  /** Why it was refused: a sentence, and field errors keyed like the submit form's. */
  reason?: string;
  errors?: Record<string, string>;
}

export interface ImportJobsReport {
  counts: Record<ImportItemOutcome, number>;
  results: ImportItemResult[];
}
