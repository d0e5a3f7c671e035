import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { useUnreadCount } from '../api/unread-count';
import { inboxHref, messagesAreaFor } from '../lib/areas';

/** The site header's envelope: the signed-in person's inbox, with the number of unread messages. */
export function HeaderMessagesLink() {
  const { t } = useTranslation();
  const session = useSession();
  const area = session.isLoggedIn ? messagesAreaFor(session.roles) : null;
  const count = useUnreadCount(session.claims?.id, area !== null);
  if (!area) return null;
  return (
    <Link className="header-messages" to={inboxHref(area)} aria-label={t('messages.header.label', { count })} data-testid="header-messages">
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path fill="currentColor" d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.3V17h16V7.3l-8 5.4zM5.6 7 12 11.3 18.4 7z" />
      </svg>
      {count > 0 ? (
        <span className="header-messages__count" data-testid="header-unread-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
