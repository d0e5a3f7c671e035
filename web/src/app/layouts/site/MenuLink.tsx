import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from '@fj/shared';

/** Internal links use the router; external ones (isExternal or another origin) open in a new tab. */
export function MenuLink({ item, className, children }: { item: MenuItem; className?: string; children?: ReactNode }) {
  const external = item.isExternal || /^[a-z][a-z0-9+.-]*:/i.test(item.link);
  if (external) {
    return (
      <a className={className} href={item.link} target="_blank" rel="noopener noreferrer">
        {children ?? item.label}
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.link}>
      {children ?? item.label}
    </NavLink>
  );
}
