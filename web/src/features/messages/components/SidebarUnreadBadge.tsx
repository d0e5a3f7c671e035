import { useSession } from '../../../app/session/session-context';
import { useUnreadCount } from '../api/unread-count';
import { UnreadBadge } from './UnreadBadge';

/** The unread count beside the sidebar's Messages link. */
export function SidebarUnreadBadge() {
  const session = useSession();
  const count = useUnreadCount(session.claims?.id, session.isLoggedIn);
  return <UnreadBadge count={count} testId="sidebar-unread-badge" />;
}
