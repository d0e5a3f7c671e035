import type { Knex } from 'knex';
import { API_SCOPES, type ApiKeyDto, type ApiScope, type CreateApiKeyRequest, type CreatedApiKeyDto } from '@fj/shared';
import { HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import type { ApiKeyRow, ApiKeysRepo } from './api-keys.repo';
import { API_KEYS_PER_PERSON } from './api-keys.schemas';
import { newKey } from './key-material';

export const API_KEY_SERVICE_MESSAGES = {
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked. Scripts using it are refused from their next request.',
  notFound: 'API key not found',
  nameRequired: 'Give the key a name.',
  expiryPast: 'The expiry must be in the future.',
  tooMany: `You can hold at most ${API_KEYS_PER_PERSON} keys. Revoke one you no longer use first.`,
} as const;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const rule = (message: string, field: string) => new HttpError(422, message, { [field]: message });

export interface ApiKeysServiceDeps {
  db: Knex;
  keys: ApiKeysRepo;
  now: () => Date;
}

export function createApiKeysService(deps: ApiKeysServiceDeps) {
  const { db, keys, now } = deps;

  const toDto = (row: ApiKeyRow): ApiKeyDto => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    // In the fixed order of API_SCOPES, whatever order they were asked in.
    scopes: API_SCOPES.filter((scope) => row.scopes.includes(scope)),
    created: iso(row.created_at)!,
    expires: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
    lastUsedFrom: row.last_used_ip,
    state: row.expires_at && new Date(row.expires_at).getTime() <= now().getTime() ? 'expired' : 'active',
  });

  return {
    /** Creates a key for the caller; the whole key is in this answer only (the database keeps its SHA-256). */
    async create(actor: Actor, body: CreateApiKeyRequest): Promise<CreatedApiKeyDto> {
      const name = body.name.trim();
      if (!name) throw rule(API_KEY_SERVICE_MESSAGES.nameRequired, 'name');
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now().getTime()) throw rule(API_KEY_SERVICE_MESSAGES.expiryPast, 'expiresAt');
      const scopes: ApiScope[] = API_SCOPES.filter((scope) => body.scopes.includes(scope));
      const { key, prefix, hash } = newKey();
      const row = await db.transaction(async (trx) => {
        await keys.lockOwner(actor.id, trx);
        if ((await keys.countOwn(actor.id, trx)) >= API_KEYS_PER_PERSON) throw rule(API_KEY_SERVICE_MESSAGES.tooMany, 'name');
        return keys.insert({ user_id: actor.id, name, prefix, key_hash: hash, scopes, expires_at: expiresAt }, trx);
      });
      return { ...toDto(row), key };
    },

    /** The caller's keys (never another person's), newest first; revoked keys are gone from the list. */
    async list(actor: Actor): Promise<ApiKeyDto[]> {
      return (await keys.listOwn(actor.id)).map(toDto);
    },

    /** Revokes one of the caller's keys: 404 for a key that is not theirs or already revoked. */
    async revoke(actor: Actor, id: number): Promise<void> {
      const done = await db.transaction((trx) => keys.revoke(actor.id, id, now(), trx));
      if (!done) throw notFound(API_KEY_SERVICE_MESSAGES.notFound);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
