import type { CSSProperties } from 'react';
import type { MenuItem } from '@fj/shared';
import { useHeaderMenu } from '../../../features/content/api/header-menu';
import { MenuLink } from './MenuLink';

function visible(items: readonly MenuItem[] | undefined): MenuItem[] {
  return (items ?? []).filter((item) => !item.hide && item.label && item.link);
}

/** Menu from GET /get-header-data. A failed load leaves the menu empty (§8: failed loads are only logged). */
export function HeaderMenu() {
  const { data } = useHeaderMenu();
  const items = visible(data);
  if (!items.length) return null;
  return (
    <ul className="site-menu">
      {items.map((item) => {
        const children = item.hideSubMenu ? [] : visible(item.subMenu);
        const columns = { '--menu-columns': Math.max(1, item.col ?? 1) } as CSSProperties;
        return (
          <li key={`${item.label}-${item.link}`} className={`site-menu__item${children.length ? ' site-menu__item--parent' : ''}`}>
            <MenuLink item={item} className="site-menu__link" />
            {children.length ? (
              <ul className="site-menu__sub" style={columns}>
                {children.map((child) => (
                  <li key={`${child.label}-${child.link}`}>
                    <MenuLink item={child} className="site-menu__sublink" />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
