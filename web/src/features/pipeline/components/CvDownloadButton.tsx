import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { downloadFile } from '../../media';

/** `GET /media/{id}` read as a blob with the bearer token (a plain link could not send it), then saved. */
export function CvDownloadButton({ cv, candidateName }: { cv: { url: string; title: string }; candidateName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(cv.url, `${(cv.title || candidateName || 'cv').replace(/[^\w.-]+/g, '-')}.pdf`);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => void download()} data-testid="cv-download">
      {t('employer.pipeline.downloadCv')}
    </button>
  );
}
