import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaPath } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { downloadFile } from '../../media';

/** The certificate (owner and administrators only): a plain link cannot carry the token, so the file is fetched and saved. */
export function CertificateButton({ mediaId, name }: { mediaId: number | null; name: string | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (mediaId === null) return <span className="field__hint">{t('safeguarding.list.noCertificate')}</span>;
  const open = async () => {
    setBusy(true);
    try {
      await downloadFile(mediaPath(mediaId), name ?? 'certificate');
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--ghost button--small" onClick={() => void open()} disabled={busy} data-testid="check-certificate">
      {t('safeguarding.list.viewCertificate')}
      {name ? (
        <span className="safeguarding-file" dir="auto" data-i18n-skip="">
          {name}
        </span>
      ) : null}
    </button>
  );
}
