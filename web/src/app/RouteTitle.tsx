import { useRouteTitle } from '../lib/hooks/useDocumentTitle';

/** Sets the tab title for a route; rendered before the page, so a page's own useDocumentTitle wins. */
export function RouteTitle({ titleKey }: { titleKey: string | null }) {
  useRouteTitle(titleKey);
  return null;
}
