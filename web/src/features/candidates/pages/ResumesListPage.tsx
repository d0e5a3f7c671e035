import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { UploadForm, downloadFile, useDeleteResume, useMyResumes, useUploadResume, type MediaItem } from '../../media';
import { formatFileSize } from '../file-size';
import { formatDate } from '../../../lib/format-date';
import '../candidates.css';

/** `/candidate/resumes-list`: the candidate's CVs, upload (title + PDF), download and delete after confirmation. */
export function ResumesListPage() {
  const { t, i18n } = useTranslation();
  const resumes = useMyResumes();
  const upload = useUploadResume();
  const remove = useDeleteResume();
  const [pendingDelete, setPendingDelete] = useState<MediaItem | null>(null);

  const download = async (item: MediaItem) => {
    try {
      await downloadFile(item.url, `${item.title}.pdf`);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    try {
      await remove.mutateAsync(pendingDelete.id);
      notifySuccess(t('media.deleted'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setPendingDelete(null);
    }
  };

  const columns: TableColumn<MediaItem>[] = [
    { key: 'title', header: t('media.title'), cell: (item) => item.title },
    {
      key: 'created',
      header: t('media.uploadedOn'),
      cell: (item) => formatDate(item.created, i18n.language),
    },
    { key: 'size', header: t('media.size'), cell: (item) => formatFileSize(item.size, i18n.language) },
    {
      key: 'actions',
      header: t('media.actions'),
      cell: (item) => (
        <div className="form__row">
          <button type="button" className="button button--link" onClick={() => void download(item)} data-testid="resume-download">
            {t('media.download')}
          </button>
          <button type="button" className="button button--link button--danger-link" onClick={() => setPendingDelete(item)} data-testid="resume-delete">
            {t('media.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="candidate-page" data-testid="resumes-page">
      <h1>{t('screens.candidateResumes')}</h1>
      <div className="panel">
        <h2>{t('media.uploadCvTitle')}</h2>
        <UploadForm
          kind="cv"
          testId="cv-upload"
          fileLabel={t('media.cvFile')}
          submitLabel={t('media.uploadCv')}
          upload={(values) => upload.mutateAsync(values)}
        />
      </div>
      <div className="panel" data-testid="resumes-table">
        <h2>{t('media.myCvs')}</h2>
        <Table columns={columns} rows={resumes.data?.rows} loading={resumes.isPending} rowKey={(item) => item.id} />
      </div>
      <ConfirmDialog open={pendingDelete !== null} busy={remove.isPending} onCancel={() => setPendingDelete(null)} onConfirm={() => void confirmDelete()} />
    </section>
  );
}
