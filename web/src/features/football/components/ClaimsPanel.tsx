import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminEditPlayerHref } from '@fj/shared';
import { Table } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { useFormatDate } from '../../../lib/format-date';
import { useDecideClaim, usePlayerClaims } from '../api/claims';

/** Data scouts' queue: pending claims and new profiles, approved (linked and published) or rejected here. */
export function ClaimsPanel() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { data, isPending } = usePlayerClaims();
  const decide = useDecideClaim();
  const act = (id: number, decision: 'approve' | 'reject') =>
    decide.mutate({ id, decision }, { onSuccess: () => notifySuccess(t('toast.updated')), onError: () => notifyError(t('toast.genericError')) });
  return (
    <section className="football-section" data-testid="claims-panel">
      <h2>{t('football.claims.title')}</h2>
      <Table
        caption={t('football.claims.title')}
        captionHidden
        loading={isPending}
        rows={data}
        rowKey={(row) => row.id}
        rowTestId="claim-row"
        columns={[
          { key: 'when', header: t('football.claims.when'), cell: (row) => formatDate(row.createdAt) },
          { key: 'kind', header: t('football.claims.kind'), cell: (row) => t(`football.claims.kinds.${row.kind}`) },
          { key: 'player', header: t('football.claims.player'), cell: (row) => <Link to={adminEditPlayerHref(row.playerId)}>{row.playerName}</Link> },
          { key: 'user', header: t('football.claims.user'), cell: (row) => `${row.userName} (${row.userEmail})` },
          { key: 'message', header: t('football.claims.message'), cell: (row) => row.message },
          {
            key: 'actions',
            header: t('football.claims.actions'),
            cell: (row) => (
              <span className="button-row">
                <button type="button" className="button button--small" disabled={decide.isPending} onClick={() => act(row.id, 'approve')}>{t('football.claims.approve')}</button>
                <button type="button" className="button button--ghost button--small" disabled={decide.isPending} onClick={() => act(row.id, 'reject')}>{t('football.claims.reject')}</button>
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
