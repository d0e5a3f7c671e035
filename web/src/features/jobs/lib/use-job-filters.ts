import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearchParams, filtersToSearchParams, type JobFilters } from './job-filters';

/** The filter state of the job search, read from and written to the URL query (back/forward and links work). */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const update = useCallback(
    (change: Partial<JobFilters>) => {
      // Any change but a page change starts again at page 1.
      const next: JobFilters = { ...filtersFromSearchParams(params), ...change };
      if (!('page' in change)) next.page = 1;
      setParams(filtersToSearchParams(next));
    },
    [params, setParams],
  );
  return { filters, update };
}
