import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyDto, CreatedApiKeyDto } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDateTime, useFormatDate } from '../../../lib/format-date';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import type { DeveloperArea } from '../lib/scopes';
import { ApiKeyForm } from './ApiKeyForm';
import { ShownOnce } from './ShownOnce';

/** The person's API keys: the list (never the keys), a new one shown once, and revoking one. */
export function ApiKeysPanel({ area }: { area: DeveloperArea }) {
  const { t, i18n } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const formatDate = useFormatDate();
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notifySuccess(t('developers.keys.revoked', { name: revoking.name }));
      if (created?.id === revoking.id) setCreated(null);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
    setRevoking(null);
  };

  const columns: TableColumn<ApiKeyDto>[] = [
    {
      key: 'name',
      header: t('developers.keys.name'),
      cell: (key) => (
        <>
          <strong data-i18n-skip>{key.name}</strong>{' '}
          <code className="dev-prefix" dir="ltr" translate="no">
            {key.prefix}…
          </code>
          {key.state === 'expired' ? <span className="badge badge--danger dev-badge">{t('developers.keys.expired')}</span> : null}
        </>
      ),
    },
    {
      key: 'scopes',
      header: t('developers.keys.scopes'),
      cell: (key) => (
        <span className="dev-tags" translate="no">
          {key.scopes.map((scope) => (
            <span key={scope} className="badge dev-tag" dir="ltr">
              {scope}
            </span>
          ))}
        </span>
      ),
    },
    { key: 'created', header: t('developers.keys.createdAt'), cell: (key) => formatDate(key.created) },
    { key: 'expires', header: t('developers.keys.expires'), cell: (key) => (key.expires ? formatDate(key.expires) : t('developers.keys.never')) },
    {
      key: 'used',
      header: t('developers.keys.lastUsed'),
      cell: (key) =>
        key.lastUsedAt ? (
          <span data-testid="api-key-last-used">
            {formatDateTime(key.lastUsedAt, i18n.language)}
            {key.lastUsedFrom ? (
              <span className="field__hint dev-from">
                {t('developers.keys.from')}{' '}
                <bdi dir="ltr" translate="no">{key.lastUsedFrom}</bdi>
              </span>
            ) : null}
          </span>
        ) : (
          <span className="field__hint" data-testid="api-key-never-used">
            {t('developers.keys.neverUsed')}
          </span>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('developers.actions')}</span>,
      cell: (key) => (
        <button type="button" className="button button--danger button--small" onClick={() => setRevoking(key)} data-testid="api-key-revoke" aria-label={t('developers.keys.revokeNamed', { name: key.name })}>
          {t('developers.keys.revoke')}
        </button>
      ),
    },
  ];

  return (
    <section className="dev-panel" aria-labelledby="dev-keys-title" data-testid="api-keys-panel">
      <div className="dev-panel__intro">
        <h2 id="dev-keys-title">{t('developers.keys.title')}</h2>
        <p className="field__hint">{t('developers.keys.lead')}</p>
      </div>
      {created ? <ShownOnce title={t('developers.keys.shownOnceTitle', { name: created.name })} secret={created.key} testId="api-key-secret" onDone={() => setCreated(null)} /> : null}
      {keys.isError ? (
        <p className="notice notice--error" role="alert" data-testid="api-keys-error">
          {t('developers.loadError')}{' '}
          <button type="button" className="button button--link" onClick={() => void keys.refetch()}>
            {t('developers.retry')}
          </button>
        </p>
      ) : keys.data?.length === 0 ? (
        <EmptyState compact illustration="document" title={t('developers.keys.emptyTitle')} body={t('developers.keys.emptyBody')} data-testid="api-keys-empty" />
      ) : (
        <Table
          caption={t('developers.keys.title')}
          captionHidden
          columns={columns}
          rows={keys.data}
          loading={keys.isPending}
          rowKey={(key) => key.id}
          rowTestId="api-key-row"
        />
      )}
      <div className="card dev-card">
        <ApiKeyForm area={area} onCreated={setCreated} />
      </div>
      <ConfirmDialog
        open={!!revoking}
        message={t('developers.keys.revokeQuestion', { name: revoking?.name ?? '' })}
        confirmLabel={t('developers.keys.revoke')}
        busy={revoke.isPending}
        confirmTestId="api-key-revoke-confirm"
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
