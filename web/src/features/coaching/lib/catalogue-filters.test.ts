import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters, paramsFromFilters } from './catalogue-filters';

describe('catalogue filters in the address', () => {
  it('reads known values and drops unknown ones', () => {
    const filters = filtersFromParams(new URLSearchParams('category=scouting&level=expert&language=ar&search=%20cv%20&page=3'));
    expect(filters).toEqual({ category: 'scouting', level: '', language: 'ar', search: 'cv', page: 3 });
  });

  it('starts on page 1 for a missing or nonsense page', () => {
    expect(filtersFromParams(new URLSearchParams('page=-2')).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('writes only what is set, so the plain catalogue has a plain address', () => {
    expect(paramsFromFilters({ category: '', level: '', language: '', search: '', page: 1 }).toString()).toBe('');
    expect(paramsFromFilters({ category: 'careers', level: 'beginner', language: '', search: 'cv', page: 2 }).toString()).toBe('category=careers&level=beginner&search=cv&page=2');
    expect(hasFilters({ category: '', level: '', language: '', search: '', page: 4 })).toBe(false);
  });
});
