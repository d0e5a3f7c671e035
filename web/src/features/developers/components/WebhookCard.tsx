import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDto } from '@fj/shared';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date';
import { usePingWebhook } from '../api/webhooks';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookForm } from './WebhookForm';

interface WebhookCardProps {
  webhook: WebhookDto;
  onDelete: (webhook: WebhookDto) => void;
}

/** One endpoint: its address, state and events; a test ping, editing, its deliveries log, deleting. */
export function WebhookCard({ webhook, onDelete }: WebhookCardProps) {
  const { t, i18n } = useTranslation();
  const ping = usePingWebhook();
  const [editing, setEditing] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const logId = `webhook-${webhook.id}-log`;

  const sendPing = async () => {
    try {
      await ping.mutateAsync(webhook.id);
      setShowLog(true);
      notifySuccess(t('developers.hooks.pinged'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  return (
    <li className="card dev-hook" data-testid="webhook-item" data-webhook-id={webhook.id}>
      <div className="dev-hook__head">
        <code className="dev-hook__url" dir="ltr" translate="no" data-testid="webhook-url">
          {webhook.url}
        </code>
        {webhook.enabled ? (
          <span className="badge badge--success">{t('developers.hooks.on')}</span>
        ) : (
          <span className="badge" data-testid="webhook-disabled">
            {t('developers.hooks.off')}
          </span>
        )}
      </div>
      {webhook.description ? <p className="dev-hook__description" data-i18n-skip>{webhook.description}</p> : null}
      {!webhook.enabled && webhook.disabledReason ? <p className="notice notice--warning">{webhook.disabledReason}</p> : null}
      {webhook.enabled && webhook.failingSince ? (
        <p className="notice notice--warning">{t('developers.hooks.failingSince', { since: formatDateTime(webhook.failingSince, i18n.language) })}</p>
      ) : null}
      <p className="dev-tags" translate="no">
        {webhook.events.map((event) => (
          <span key={event} className="badge dev-tag" dir="ltr">
            {event}
          </span>
        ))}
      </p>
      <div className="dev-hook__actions">
        <button type="button" className="button button--small" onClick={() => void sendPing()} disabled={ping.isPending} data-testid="webhook-ping">
          {t('developers.hooks.ping')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setShowLog((open) => !open)} aria-expanded={showLog} aria-controls={logId} data-testid="webhook-log-toggle">
          {showLog ? t('developers.hooks.hideLog') : t('developers.hooks.showLog')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setEditing((open) => !open)} aria-expanded={editing} data-testid="webhook-edit">
          {t('developers.hooks.edit')}
        </button>
        <button type="button" className="button button--danger button--small" onClick={() => onDelete(webhook)} data-testid="webhook-delete">
          {t('developers.hooks.delete')}
        </button>
      </div>
      {editing ? (
        <div className="dev-hook__edit">
          <WebhookForm webhook={webhook} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
        </div>
      ) : null}
      {showLog ? (
        <div id={logId} className="dev-hook__log">
          <h3 className="dev-form__title">{t('developers.deliveries.title')}</h3>
          <WebhookDeliveries webhookId={webhook.id} />
        </div>
      ) : null}
    </li>
  );
}
