import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';
import { SidebarUnreadBadge } from '../../../features/messages/components/SidebarUnreadBadge';
import { visibleSidebar, type SidebarEntry, type SidebarLink } from './sidebars';

function LinkItem({ item }: { item: SidebarLink }) {
  const { t } = useTranslation();
  return (
    <NavLink className={({ isActive }) => `sidebar__link${isActive ? ' sidebar__link--active' : ''}`} to={item.to} end={!item.unreadBadge}>
      {t(item.labelKey)}
      {item.unreadBadge ? <SidebarUnreadBadge /> : null}
    </NavLink>
  );
}

export function Sidebar({ entries, label }: { entries: readonly SidebarEntry[]; label: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const visible = visibleSidebar(entries, session.roles);
  return (
    <nav className="sidebar" aria-label={label} data-testid="sidebar">
      <ul>
        {visible.map((entry) => {
          if (entry.kind === 'logout') {
            return (
              <li key="logout">
                <button type="button" className="sidebar__link sidebar__logout" data-testid="logout" onClick={session.logout}>
                  {t(entry.labelKey)}
                </button>
              </li>
            );
          }
          if (entry.kind === 'link') {
            return (
              <li key={entry.labelKey + entry.to}>
                <LinkItem item={entry} />
              </li>
            );
          }
          return (
            <li key={entry.labelKey} className="sidebar__group">
              <span className="sidebar__group-title">{t(entry.labelKey)}</span>
              <ul>
                {entry.items.map((item) => (
                  <li key={item.labelKey + item.to}>
                    <LinkItem item={item} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
