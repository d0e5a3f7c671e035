import { describe, expect, it } from 'vitest';
import { browseQuery, filtersFromSearchParams, filtersToSearchParams } from './job-filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('the sort and place in the jobs URL', () => {
  it('ranks by relevance with a keyword and by date without one, leaving the default out of the URL', () => {
    expect(read('keyword=scout').sort).toBe('relevance');
    expect(read('').sort).toBe('newest');
    expect(read('sort=relevance').sort).toBe('newest');
    expect(filtersToSearchParams(read('keyword=scout')).toString()).toBe('search=scout');
    const byDate = read('search=scout&sort=newest');
    expect(byDate.sort).toBe('newest');
    expect(filtersToSearchParams(byDate).get('sort')).toBe('newest');
  });

  it('keeps a city with its country and sends both to the search', () => {
    const filters = read('search=scout&location=de&city=Berlin');
    expect(filtersToSearchParams(filters).toString()).toBe('search=scout&location=de&city=Berlin');
    expect(browseQuery(filters)).toMatchObject({ search: 'scout', country: ['de'], city: 'Berlin', sort: 'relevance' });
    expect(browseQuery(read('')).sort).toBeUndefined();
  });
});
