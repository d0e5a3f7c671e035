import { API_SCOPES, type ApiScope } from '@fj/shared';
import { Type } from 'typebox';
import { Id, RequestObject, Str } from '../../lib/schemas';

export const API_KEY_NAME_MAX = 100;
/** Keys one person may hold at once (revoked ones do not count). */
export const API_KEYS_PER_PERSON = 25;

const Scope = Type.Unsafe<ApiScope>({ type: 'string', enum: [...API_SCOPES], description: 'One of the fixed scopes (docs/api-keys.md)' });
const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const CreateApiKeyBody = RequestObject({
  name: Str(API_KEY_NAME_MAX, { minLength: 1, description: 'What the key is for, e.g. "ATS sync"' }),
  scopes: Type.Array(Scope, { minItems: 1, maxItems: API_SCOPES.length * 2, description: 'What the key may do; at least one' }),
  expiresAt: Type.Optional(Type.Union([Str(40, { format: 'date-time', description: 'When the key stops working (in the future); null or absent: never' }), Type.Null()])),
});

export const ApiKeyIdParams = RequestObject({ id: Id({ description: 'The key' }) });

const ApiKeyFields = {
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: '`fj_` and the next 8 characters, to tell keys apart' }),
  scopes: Type.Array(Scope),
  created: DateTime,
  expires: NullableDateTime,
  lastUsedAt: NullableDateTime,
  lastUsedFrom: Type.Union([Type.String(), Type.Null()], { description: 'The address of the last use' }),
  state: Type.Union([Type.Literal('active'), Type.Literal('expired')]),
};

export const ApiKey = Type.Object(ApiKeyFields);
export const CreatedApiKey = Type.Object({ ...ApiKeyFields, key: Type.String({ description: 'The whole key: shown this once, never again' }) });

export const ApiKeyListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(ApiKey), total: Type.Integer() });
export const CreatedApiKeyResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: CreatedApiKey });
