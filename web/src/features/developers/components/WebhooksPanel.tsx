import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedWebhookDto, WebhookDto } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { ShownOnce } from './ShownOnce';
import { WebhookCard } from './WebhookCard';
import { WebhookForm } from './WebhookForm';

/** The person's webhook endpoints, a new one's signing secret shown once, and the form to add one. */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const hooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [created, setCreated] = useState<CreatedWebhookDto | null>(null);
  const [deleting, setDeleting] = useState<WebhookDto | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('developers.hooks.deleted'));
      if (created?.id === deleting.id) setCreated(null);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
    setDeleting(null);
  };

  let list;
  if (hooks.isPending) list = <p className="field__hint">{t('common.loading')}</p>;
  else if (hooks.isError)
    list = (
      <p className="notice notice--error" role="alert" data-testid="webhooks-error">
        {t('developers.loadError')}{' '}
        <button type="button" className="button button--link" onClick={() => void hooks.refetch()}>
          {t('developers.retry')}
        </button>
      </p>
    );
  else if (hooks.data.length === 0)
    list = <EmptyState compact illustration="inbox" title={t('developers.hooks.emptyTitle')} body={t('developers.hooks.emptyBody')} data-testid="webhooks-empty" />;
  else
    list = (
      <ul className="dev-hooks">
        {hooks.data.map((webhook) => (
          <WebhookCard key={webhook.id} webhook={webhook} onDelete={setDeleting} />
        ))}
      </ul>
    );

  return (
    <section className="dev-panel" aria-labelledby="dev-hooks-title" data-testid="webhooks-panel">
      <div className="dev-panel__intro">
        <h2 id="dev-hooks-title">{t('developers.hooks.title')}</h2>
        <p className="field__hint">{t('developers.hooks.lead')}</p>
      </div>
      {created ? <ShownOnce title={t('developers.hooks.secretTitle')} secret={created.secret} testId="webhook-secret" onDone={() => setCreated(null)} /> : null}
      {list}
      <div className="card dev-card">
        <WebhookForm onCreated={setCreated} />
      </div>
      <ConfirmDialog
        open={!!deleting}
        message={t('developers.hooks.deleteQuestion', { url: deleting?.url ?? '' })}
        busy={remove.isPending}
        confirmTestId="webhook-delete-confirm"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
