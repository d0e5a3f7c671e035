import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, type CreatedWebhookDto, type WebhookDto } from '@fj/shared';
import { CheckboxField, TextField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks';
import { i18nCode } from '../lib/scopes';
import { MAX_DESCRIPTION, toCreateWebhook, toUpdateWebhook, webhookInitialValues, webhookSchema, type WebhookFormValues } from '../lib/webhook-form';
import { CheckboxGroupField } from './CheckboxGroupField';

interface WebhookFormProps {
  /** Editing this endpoint; without it the form adds one. */
  webhook?: WebhookDto;
  onCreated?: (webhook: CreatedWebhookDto) => void;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** An endpoint's address, what it is for and the events it receives (and, once it exists, whether it is on). */
export function WebhookForm({ webhook, onCreated, onSaved, onCancel }: WebhookFormProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const events = useMemo(
    () => [{ options: WEBHOOK_EVENTS.map((event) => ({ value: event, label: event, hint: t(`developers.events.${i18nCode(event)}`) })) }],
    [t],
  );
  const testId = webhook ? 'webhook-edit-form' : 'webhook-form';

  const submit = async (values: WebhookFormValues, helpers: FormikHelpers<WebhookFormValues>) => {
    try {
      if (webhook) {
        await update.mutateAsync({ id: webhook.id, changes: toUpdateWebhook(values) });
        notifySuccess(t('developers.hooks.saved'));
        onSaved?.();
      } else {
        const created = await create.mutateAsync(toCreateWebhook(values));
        helpers.resetForm({ values: webhookInitialValues() });
        notifySuccess(t('developers.hooks.created'));
        onCreated?.(created);
      }
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={webhookInitialValues(webhook)} validationSchema={webhookSchema(t)} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form dev-form" noValidate data-testid={testId} aria-labelledby={`${testId}-title`}>
          <h3 id={`${testId}-title`} className="dev-form__title">
            {webhook ? t('developers.hooks.editTitle') : t('developers.hooks.createTitle')}
          </h3>
          <TextField name="url" type="url" label={t('developers.hooks.url')} required placeholder="https://example.com/webhooks" hint={t('developers.hooks.urlHint')} autoComplete="off" />
          <TextField name="description" label={t('developers.hooks.description')} maxLength={MAX_DESCRIPTION} />
          <CheckboxGroupField name="events" legend={t('developers.hooks.events')} groups={events} required testId={`${testId}-events`} />
          {webhook ? <CheckboxField name="enabled" label={t('developers.hooks.enabled')} /> : null}
          <div className="dev-form__buttons">
            <button type="submit" className="button" disabled={isSubmitting} data-testid={`${testId}-save`}>
              {webhook ? t('developers.hooks.save') : t('developers.hooks.create')}
            </button>
            {onCancel ? (
              <button type="button" className="button button--ghost" onClick={onCancel}>
                {t('confirm.cancel')}
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}
