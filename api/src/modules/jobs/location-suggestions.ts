import type { Knex } from 'knex';
import { COUNTRIES } from '@fj/shared';
import { whereActive } from './job-lifecycle';
import { activeFacetCounts } from './job-open-counts';

export interface LocationSuggestion {
  /** 'country': the whole country; 'city': one city of it. */
  kind: 'country' | 'city';
  country: string;
  city: string;
  /** Active jobs there. */
  count: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A country matches when its code is the text or a word of its English name starts with it ("king" → United Kingdom). */
function matchingCountries(text: string): string[] {
  return COUNTRIES.filter(
    (country) => country.value === text || country.label.toLowerCase().split(/[\s,()/-]+/).some((word) => word.startsWith(text)),
  ).map((country) => country.value);
}

/**
 * The location box's suggestions (GET /search/job-locations, docs/jobs.md "Location box"): countries with active
 * jobs whose name matches, from the per-deadline counters (no scan of jobs), then cities starting with the text,
 * from the city-prefix index (migrations/20261128_1000_saved_jobs.ts), both ordered by how many active jobs they have.
 */
export async function locationSuggestions(db: Knex, term: string, today: string, limit: number): Promise<LocationSuggestion[]> {
  const text = term.trim().toLowerCase();
  if (!text) return [];
  const codes = new Set(matchingCountries(text));
  const [countryCounts, cityRows] = await Promise.all([
    codes.size === 0 ? Promise.resolve([]) : activeFacetCounts(db, ['country'], today),
    whereActive(db('job_locations as l').join('jobs as j', 'j.id', 'l.job_id'), 'j', today)
      .whereRaw(`lower(l.city) LIKE ? ESCAPE '\\'`, [`${escapeLike(text)}%`])
      .select('l.country', db.raw('min(l.city) AS city'))
      .countDistinct({ count: 'l.job_id' })
      .groupBy('l.country', db.raw('lower(l.city)'))
      .orderBy('count', 'desc')
      .orderBy('city')
      .limit(limit) as unknown as Promise<{ country: string; city: string; count: string | number }[]>,
  ]);
  const countries: LocationSuggestion[] = countryCounts
    .filter((row) => codes.has(row.value))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .map((row) => ({ kind: 'country', country: row.value, city: '', count: row.count }));
  const cities: LocationSuggestion[] = cityRows.map((row) => ({ kind: 'city', country: row.country, city: row.city, count: Number(row.count) }));
  return [...countries, ...cities].slice(0, limit);
}
