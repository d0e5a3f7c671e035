import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE } from '../api/admin-api';

/** A list screen's filters and page live in the address (shareable, back button works). */
export function useListParams(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<string, string>;
  const update = (next: Record<string, string | number>) => {
    const query = new URLSearchParams();
    // Merged into the address as it is now, not as last rendered: the search applies after its debounce, and a
    // filter chosen meanwhile is already in the address but not rendered yet (it would be dropped).
    const current = new URLSearchParams(window.location.search);
    const inAddress = Object.fromEntries(keys.map((key) => [key, current.get(key) ?? '']));
    const merged: Record<string, string | number> = { ...inAddress, page: 1, ...next };
    for (const [key, value] of Object.entries(merged)) if (value !== '' && !(key === 'page' && Number(value) <= 1)) query.set(key, String(value));
    setParams(query);
  };
  /** The filters plus the page as the list calls take them. */
  const query = { ...values, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
  return { page, values, query, update };
}
