import { useTranslation } from 'react-i18next';
import type { MessageDto } from '@fj/shared';
import { ReportButton } from '../../../components/report/ReportButton';
import { formatDateTime } from '../../../lib/format-date';
import { AttachmentLink } from './AttachmentLink';
import { LinkifiedText } from './LinkifiedText';

/** One message: author and time (the viewer's time zone), the text with links, the attachments. Own ones at the inline end. */
export function MessageItem({ message }: { message: MessageDto }) {
  const { t, i18n } = useTranslation();
  const kind = message.author === null ? 'system' : message.mine ? 'mine' : 'theirs';
  return (
    <li className={`message message--${kind}`} data-testid="message">
      <div className="message__meta">
        <span className="message__author" dir="auto" data-i18n-skip="">
          {message.author === null ? t('messages.thread.platform') : message.mine ? t('messages.thread.you') : message.author.name}
        </span>
        <time dateTime={message.created}>{formatDateTime(message.created, i18n.language)}</time>
        {message.viaEmail ? <span className="message__via">{t('messages.thread.viaEmail')}</span> : null}
        {/* Another person's message can be reported; one's own and the platform's cannot. */}
        {kind === 'theirs' ? <ReportButton kind="message" id={message.id} className="message__report" /> : null}
      </div>
      {message.body ? (
        <p className="message__body" dir="auto" data-i18n-skip="" data-testid="message-body">
          <LinkifiedText text={message.body} />
        </p>
      ) : null}
      {message.attachments.length ? (
        <ul className="message__attachments" aria-label={t('messages.thread.attachments')}>
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <AttachmentLink attachment={attachment} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
