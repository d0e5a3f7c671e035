import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Page — Football Jobs", or the brand alone for a page without a name of its own (home). */
export function formatDocumentTitle(page: string | null | undefined, brand: string): string {
  return page ? `${page} — ${brand}` : brand;
}

// One tab has one title: the route's name (set by AppRoutes for every route) unless the page named itself.
const current: { route: string | null; page: string | null; brand: string } = { route: null, page: null, brand: '' };

function apply(): void {
  if (current.brand) document.title = formatDocumentTitle(current.page ?? current.route, current.brand);
}

/** AppRoutes: the translated title of the matched route (`titleKey` null = the brand alone). */
export function useRouteTitle(titleKey: string | null): void {
  const { t } = useTranslation();
  const route = titleKey ? t(titleKey) : null;
  const brand = t('brand.name');
  useEffect(() => {
    current.route = route;
    current.brand = brand;
    apply();
  }, [route, brand]);
}

/**
 * A page with a name of its own (a job's title, a person's name, a "coming soon" screen): it wins over the route's
 * title while the page is mounted. Pass undefined until the data has arrived.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    current.page = title;
    apply();
    return () => {
      if (current.page === title) current.page = null;
      apply();
    };
  }, [title]);
}
