import { useSearchParams } from 'react-router-dom';

/** The `?page=` of a public list (1 when absent or invalid) and a setter that keeps the other parameters and scrolls up. */
export function usePageParam(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const setPage = (next: number) => {
    const nextSearch = new URLSearchParams(search);
    nextSearch.set('page', String(next));
    setSearch(nextSearch);
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
