import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/format-date';
import { useAdminDownloads, useUpdateDownload } from '../api/partner-downloads';
import type { AdminDownload } from '../api/types';
import { EditDownloadDialog } from '../components/EditDownloadDialog';
import { UploadDownloadForm } from '../components/UploadDownloadForm';
import { fileSize, fileTypeName } from '../file-label';
import '../partner-downloads.css';

/** `/admin/partner-downloads`: upload a resource, edit it, publish or unpublish it, and see who downloads what. */
export function AdminPartnerDownloadsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const downloads = useAdminDownloads();
  const update = useUpdateDownload();
  const [editing, setEditing] = useState<AdminDownload | null>(null);

  const togglePublished = async (item: AdminDownload) => {
    try {
      await update.mutateAsync({ id: item.id, published: !item.published });
      notifySuccess(item.published ? t('partnerDownloads.admin.unpublishedDone') : t('partnerDownloads.admin.publishedDone'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  const columns: TableColumn<AdminDownload>[] = [
    {
      key: 'title',
      header: t('partnerDownloads.admin.colResource'),
      cell: (item) => (
        <>
          <strong dir="auto">{item.title}</strong>
          <br />
          <span className="partner-muted" dir="auto">
            {item.partner}
          </span>
          <br />
          <span className="partner-muted" dir="ltr">
            {fileTypeName(item.mime)} · {fileSize(item.size)}
          </span>
        </>
      ),
    },
    { key: 'category', header: t('partnerDownloads.admin.colCategory'), cell: (item) => t(`partnerDownloads.categories.${item.category}`) },
    { key: 'tier', header: t('partnerDownloads.admin.colTier'), cell: (item) => t(`partnerDownloads.tiers.${item.minimumTier}`) },
    {
      key: 'status',
      header: t('partnerDownloads.admin.colStatus'),
      cell: (item) => <span className={`badge ${item.published ? 'badge--green' : ''}`}>{item.published ? t('partnerDownloads.admin.published') : t('partnerDownloads.admin.unpublished')}</span>,
    },
    { key: 'downloads', header: t('partnerDownloads.admin.colDownloads'), cell: (item) => <span data-testid="partner-download-total">{item.downloads.total}</span> },
    { key: 'members', header: t('partnerDownloads.admin.colMembers'), cell: (item) => <span data-testid="partner-download-members">{item.downloads.members}</span> },
    { key: 'last', header: t('partnerDownloads.admin.colLast'), cell: (item) => (item.lastDownloadedAt ? formatDate(item.lastDownloadedAt) : '—') },
    {
      key: 'actions',
      header: t('partnerDownloads.admin.colActions'),
      cell: (item) => (
        <div className="partner-table__actions">
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(item)} aria-label={t('partnerDownloads.admin.editLabel', { title: item.title })}>
            {t('partnerDownloads.admin.edit')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => void togglePublished(item)} disabled={update.isPending} aria-label={t(item.published ? 'partnerDownloads.admin.unpublishLabel' : 'partnerDownloads.admin.publishLabel', { title: item.title })}>
            {item.published ? t('partnerDownloads.admin.unpublish') : t('partnerDownloads.admin.publish')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="area-page partner-admin-page" data-testid="admin-partner-downloads-page">
      <header className="area-page__header">
        <h1>{t('partnerDownloads.admin.title')}</h1>
      </header>
      <p className="lead">{t('partnerDownloads.admin.lead')}</p>
      <div className="card partner-admin__upload">
        <h2>{t('partnerDownloads.admin.uploadTitle')}</h2>
        <UploadDownloadForm />
      </div>
      <h2>{t('partnerDownloads.admin.listTitle')}</h2>
      {downloads.isError ? (
        <p className="notice notice--error">{t('partnerDownloads.loadError')}</p>
      ) : (
        <Table
          columns={columns}
          rows={downloads.data}
          loading={downloads.isPending}
          rowKey={(item) => item.id}
          caption={t('partnerDownloads.admin.listTitle')}
          captionHidden
          rowTestId="partner-download-row"
          empty={<EmptyState illustration="list" compact title={t('partnerDownloads.admin.emptyTitle')} body={t('partnerDownloads.admin.emptyBody')} />}
        />
      )}
      {editing ? <EditDownloadDialog item={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
