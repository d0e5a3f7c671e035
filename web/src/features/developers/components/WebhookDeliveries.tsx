import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryDto, WebhookDeliveryStatus } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';

const PAGE_SIZE = 10;

const STATUS_BADGE: Record<WebhookDeliveryStatus, string> = { pending: 'badge--warning', succeeded: 'badge--success', failed: 'badge--danger' };

/** One endpoint's deliveries, newest first: each with its attempts (time, answer, duration) and Redeliver. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  const redeliver = useRedeliver();
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '');

  const again = async (delivery: WebhookDeliveryDto) => {
    try {
      await redeliver.mutateAsync({ webhookId, deliveryId: delivery.id });
      notifySuccess(t('developers.deliveries.redelivered'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  if (deliveries.isPending) return <p className="field__hint">{t('common.loading')}</p>;
  if (deliveries.isError)
    return (
      <p className="notice notice--error" role="alert">
        {t('developers.loadError')}{' '}
        <button type="button" className="button button--link" onClick={() => void deliveries.refetch()}>
          {t('developers.retry')}
        </button>
      </p>
    );
  const { rows, total } = deliveries.data;
  if (rows.length === 0)
    return <EmptyState compact illustration="inbox" title={t('developers.deliveries.emptyTitle')} body={t('developers.deliveries.emptyBody')} data-testid="webhook-deliveries-empty" />;

  return (
    <div className="dev-deliveries" data-testid="webhook-deliveries">
      <ul className="dev-deliveries__list">
        {rows.map((delivery) => (
          <li key={delivery.id} className="dev-delivery" data-testid="webhook-delivery" data-status={delivery.status}>
            <div className="dev-delivery__head">
              <span className={`badge ${STATUS_BADGE[delivery.status]}`} data-testid="webhook-delivery-status">
                {t(`developers.deliveries.status.${delivery.status}`)}
              </span>
              <code dir="ltr" translate="no" className="dev-delivery__event">
                {delivery.event}
              </code>
              <span className="field__hint">{when(delivery.created)}</span>
              <button
                type="button"
                className="button button--ghost button--small dev-delivery__again"
                onClick={() => void again(delivery)}
                disabled={redeliver.isPending}
                data-testid="webhook-redeliver"
              >
                {t('developers.deliveries.redeliver')}
              </button>
            </div>
            <dl className="dev-delivery__facts">
              <div>
                <dt>{t('developers.deliveries.response')}</dt>
                <dd>{delivery.lastResponseCode ?? t('developers.deliveries.noResponse')}</dd>
              </div>
              <div>
                <dt>{t('developers.deliveries.duration')}</dt>
                <dd>{delivery.lastDurationMs === null ? '—' : t('developers.deliveries.ms', { count: delivery.lastDurationMs })}</dd>
              </div>
              <div>
                <dt>{t('developers.deliveries.attempts')}</dt>
                <dd data-testid="webhook-delivery-attempts">{delivery.attempts}</dd>
              </div>
              {delivery.nextAttemptAt ? (
                <div>
                  <dt>{t('developers.deliveries.nextAttempt')}</dt>
                  <dd>{when(delivery.nextAttemptAt)}</dd>
                </div>
              ) : null}
              {delivery.deliveredAt ? (
                <div>
                  <dt>{t('developers.deliveries.deliveredAt')}</dt>
                  <dd>{when(delivery.deliveredAt)}</dd>
                </div>
              ) : null}
            </dl>
            {/* An answer's code says it all; a connection error (timeout, refused address) is worth its words. */}
            {delivery.lastError && delivery.lastResponseCode === null ? (
              <p className="field__hint dev-delivery__error" dir="ltr" translate="no">
                {delivery.lastError}
              </p>
            ) : null}
            {delivery.attemptLog.length ? (
              <details className="dev-delivery__log">
                <summary>{t('developers.deliveries.attemptLog', { count: delivery.attemptLog.length })}</summary>
                <ol data-testid="webhook-attempt-log">
                  {delivery.attemptLog.map((attempt) => (
                    <li key={attempt.attempt}>
                      {t('developers.deliveries.attemptLine', {
                        attempt: attempt.attempt,
                        at: when(attempt.at),
                        code: attempt.responseCode ?? t('developers.deliveries.noResponse'),
                        duration: attempt.durationMs,
                      })}
                      {attempt.error && attempt.responseCode === null ? (
                        <span className="field__hint" dir="ltr" translate="no">
                          {' '}
                          {attempt.error}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
    </div>
  );
}
