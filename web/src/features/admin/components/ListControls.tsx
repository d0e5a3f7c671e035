import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE } from '../api/admin-api';

/** A list screen's filters and page live in the address (shareable, back button works). */
export function useListParams(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<string, string>;
  const update = (next: Record<string, string | number>) => {
    const query = new URLSearchParams();
    const merged: Record<string, string | number> = { ...values, page: 1, ...next };
    for (const [key, value] of Object.entries(merged)) if (value !== '' && !(key === 'page' && Number(value) <= 1)) query.set(key, String(value));
    setParams(query);
  };
  /** The filters plus the page as the list calls take them. */
  const query = { ...values, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
  return { page, values, query, update };
}
