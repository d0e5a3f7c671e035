import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachingAttachmentDto } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { downloadFile } from '../../media';
import { formatFileSize } from '../../messages/lib/file-size';

/** The lesson's files: fetched with the learner's token (a plain link could not carry it) and saved. */
export function LessonAttachments({ attachments }: { attachments: CoachingAttachmentDto[] }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  if (attachments.length === 0) return null;
  const download = async (attachment: CoachingAttachmentDto) => {
    setBusy(attachment.id);
    try {
      await downloadFile(attachment.url, attachment.title);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="coaching-section" aria-labelledby="coaching-attachments-title">
      <h2 id="coaching-attachments-title">{t('coaching.lesson.attachments')}</h2>
      <ul className="coaching-attachments" data-testid="coaching-attachments">
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <button type="button" className="button button--ghost coaching-attachment" disabled={busy === attachment.id} onClick={() => void download(attachment)}>
              <span className="coaching-attachment__name" dir="auto" data-i18n-skip="">
                {attachment.title}
              </span>
              <span className="coaching-attachment__size">{formatFileSize(attachment.size, i18n.language)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
