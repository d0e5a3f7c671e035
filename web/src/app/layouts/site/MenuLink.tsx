import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from '@fj/shared';

/**
 * Internal links use the router; external ones (isExternal or another origin) open in a new tab. The text is the
 * item's `labelKey` in the page's language, its English `label` when it has no key (or the key is unknown).
 */
export function MenuLink({ item, className, children: given }: { item: MenuItem; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const children = given ?? (item.labelKey ? t(item.labelKey, { defaultValue: item.label }) : item.label);
  const external = item.isExternal || /^[a-z][a-z0-9+.-]*:/i.test(item.link);
  if (external) {
    return (
      <a className={className} href={item.link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.link}>
      {children}
    </NavLink>
  );
}
