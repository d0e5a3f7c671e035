import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { WEBHOOK_EVENTS, type CreateWebhookRequest, type UpdateWebhookRequest, type WebhookDto, type WebhookEventType } from '@fj/shared';

export const MAX_DESCRIPTION = 200;

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export const webhookInitialValues = (webhook?: WebhookDto): WebhookFormValues => ({
  url: webhook?.url ?? '',
  description: webhook?.description ?? '',
  events: webhook?.events ?? [],
  enabled: webhook?.enabled ?? true,
});

const inOrder = (events: readonly string[]) => WEBHOOK_EVENTS.filter((event) => events.includes(event));

export const toCreateWebhook = (values: WebhookFormValues): CreateWebhookRequest => ({
  url: values.url.trim(),
  events: inOrder(values.events),
  description: values.description.trim(),
});

export const toUpdateWebhook = (values: WebhookFormValues): UpdateWebhookRequest => ({ ...toCreateWebhook(values), enabled: values.enabled });

/** The address must parse; whether it may be called (https, a public address) is the API's to say, under the field. */
const isWebAddress = (value: string | undefined) => {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export function webhookSchema(t: TFunction) {
  return yup.object({
    url: yup.string().trim().required(t('developers.errors.urlRequired')).test('web-address', t('developers.errors.urlInvalid'), isWebAddress),
    description: yup.string().max(MAX_DESCRIPTION, t('developers.errors.descriptionTooLong', { max: MAX_DESCRIPTION })),
    events: yup.array(yup.string().required()).min(1, t('developers.errors.eventsRequired')),
    enabled: yup.boolean(),
  });
}
