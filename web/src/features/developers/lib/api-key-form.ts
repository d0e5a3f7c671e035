import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { API_SCOPES, type ApiScope, type CreateApiKeyRequest } from '@fj/shared';

export const MAX_KEY_NAME = 100;

export interface ApiKeyFormValues {
  name: string;
  scopes: ApiScope[];
  /** A day (YYYY-MM-DD) or empty for a key that never expires. */
  expiresAt: string;
}

export const emptyApiKey = (): ApiKeyFormValues => ({ name: '', scopes: [], expiresAt: '' });

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The key works through the whole day chosen (UTC), so "expires 31 Dec" still works on 31 Dec. */
export const toCreateRequest = (values: ApiKeyFormValues): CreateApiKeyRequest => ({
  name: values.name.trim(),
  scopes: API_SCOPES.filter((scope) => values.scopes.includes(scope)),
  expiresAt: values.expiresAt ? `${values.expiresAt}T23:59:59.000Z` : null,
});

export function apiKeySchema(t: TFunction, today = new Date()) {
  return yup.object({
    name: yup.string().trim().required(t('developers.errors.nameRequired')).max(MAX_KEY_NAME, t('developers.errors.nameTooLong', { max: MAX_KEY_NAME })),
    scopes: yup.array(yup.string().required()).min(1, t('developers.errors.scopesRequired')),
    expiresAt: yup
      .string()
      .matches(/^(\d{4}-\d{2}-\d{2})?$/, t('developers.errors.expiresInvalid'))
      .test('future', t('developers.errors.expiresPast'), (value) => !value || value >= isoDay(today)),
  });
}
