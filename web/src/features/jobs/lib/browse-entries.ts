import type { CategoriesAndLocations } from '../api/categories-locations';
import type { JobListItem } from '../api/types';

export interface BrowseEntry {
  value: string;
  label: string;
  count: number;
}

/** Countries with their job counts (the lookup counts per country and city; cities are summed up). */
export function countryEntries(lookup: CategoriesAndLocations | undefined): BrowseEntry[] {
  const byCountry = new Map<string, BrowseEntry>();
  for (const row of lookup?.locations ?? []) {
    const entry = byCountry.get(row.country) ?? { value: row.country, label: row.label, count: 0 };
    entry.count += row.count;
    byCountry.set(row.country, entry);
  }
  return [...byCountry.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export function categoryEntries(lookup: CategoriesAndLocations | undefined): BrowseEntry[] {
  return (lookup?.categories ?? []).filter((row) => row.count > 0).map((row) => ({ value: row.value, label: row.label, count: row.count }));
}

/** Employers of the jobs on screen, with how many of those jobs each has. */
export function employerEntries(rows: readonly JobListItem[] | undefined): BrowseEntry[] {
  const byEmployer = new Map<string, BrowseEntry>();
  for (const row of rows ?? []) {
    if (row.employer_id === undefined || !row.employer) continue;
    const key = String(row.employer_id);
    const entry = byEmployer.get(key) ?? { value: key, label: row.employer, count: 0 };
    entry.count += 1;
    byEmployer.set(key, entry);
  }
  return [...byEmployer.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
