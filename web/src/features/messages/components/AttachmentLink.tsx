import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAttachmentDto } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { downloadFile } from '../../media';
import { formatFileSize } from '../lib/file-size';

/** An attachment, read through the api client with the bearer token (a plain link could not send it), then saved. */
export function AttachmentLink({ attachment }: { attachment: MessageAttachmentDto }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(attachment.url, attachment.title || 'attachment');
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="message__attachment"
      disabled={busy}
      onClick={() => void download()}
      aria-label={t('messages.thread.download', { name: attachment.title })}
      data-testid="message-attachment"
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
        <path fill="currentColor" d="M16.5 6.5v11a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5H9v9a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v12.5a6 6 0 0 0 12 0v-11z" />
      </svg>
      <span className="message__attachment-name" dir="auto" data-i18n-skip="">
        {attachment.title}
      </span>
      <small>{formatFileSize(attachment.size, i18n.language)}</small>
    </button>
  );
}
