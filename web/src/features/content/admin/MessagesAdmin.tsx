import { useTranslation } from 'react-i18next';
import { CONTENT_API } from '@fj/shared';
import { useFormatDate } from '../../../lib/format-date';
import { EmptyState } from '../../../components/EmptyState';
import { useAdminList } from './admin-api';

interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** The contact form's messages, newest first. */
export function MessagesAdmin() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const list = useAdminList<MessageRow[]>('messages', CONTENT_API.adminContactMessages, { limit: 50 });
  return (
    <section data-testid="messages-admin">
      {list.isSuccess && list.data.data.length === 0 ? <EmptyState illustration="inbox" title={t('content.admin.noMessages')} compact /> : null}
      {(list.data?.data ?? []).map((row) => (
        <article key={row.id} className="contact-message">
          <header>
            <strong data-i18n-skip="">{row.subject}</strong> — <span data-i18n-skip="">{row.name}</span> &lt;<a href={`mailto:${row.email}`} dir="ltr">{row.email}</a>&gt; · {formatDate(row.createdAt)}
          </header>
          <p className="pre-line" dir="auto" data-i18n-skip="">
            {row.message}
          </p>
        </article>
      ))}
    </section>
  );
}
