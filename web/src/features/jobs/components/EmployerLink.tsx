import { Link } from 'react-router-dom';

/** The employer's page: an SPA path stays in the app, anything else is a normal link. The name is data (not translated). */
export function EmployerLink({ href, children }: { href?: string; children: string }) {
  if (!href) return <span data-i18n-skip="" dir="auto">{children}</span>;
  let path = href;
  try {
    const url = new URL(href, window.location.origin);
    if (url.origin === window.location.origin || url.pathname.startsWith('/profile/')) path = `${url.pathname}${url.search}`;
  } catch {
    return <span data-i18n-skip="" dir="auto">{children}</span>;
  }
  return path.startsWith('/') ? (
    <Link to={path} data-testid="employer-link" data-i18n-skip="" dir="auto">
      {children}
    </Link>
  ) : (
    <a href={href} data-testid="employer-link" data-i18n-skip="" dir="auto">
      {children}
    </a>
  );
}
