import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractAdviceFileDto } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { downloadFile } from '../../media';
import { formatFileSize } from '../../messages/lib/file-size';
import { contractPath } from '../api/requests';

/** The contract of a request: a plain link cannot carry the token, so the file is fetched and saved. */
export function ContractDownload({ requestId, contract }: { requestId: number; contract: ContractAdviceFileDto | null }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!contract) return <p className="field__hint">{t('contractAdvice.detail.noFile')}</p>;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(contractPath(requestId), contract.title);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--ghost advice-download" onClick={() => void download()} disabled={busy} data-testid="advice-download">
      <span>{t('contractAdvice.detail.download')}</span>
      <span className="advice-download__name" dir="auto" data-i18n-skip="">
        {contract.title}
      </span>
      <span className="advice-download__size">{formatFileSize(contract.size, i18n.language)}</span>
    </button>
  );
}
