import type { FacetCount, Facets } from '../api/types';

/** The facet list of one filter (the api may name location facets `country`, employers `employerId`). */
export function facetList(facets: Facets | undefined, name: string): FacetCount[] {
  const aliases: Record<string, string[]> = {
    category: ['category', 'categories', 'job_cat'],
    location: ['country', 'location', 'locations'],
    employer: ['employer', 'employers', 'employerId'],
    job_type: ['job_type'],
    workMode: ['workMode', 'work_mode'],
    job_class: ['job_class', 'type', 'class'],
  };
  for (const key of aliases[name] ?? [name]) {
    const list = facets?.[key];
    if (Array.isArray(list)) return list;
  }
  return [];
}

export function facetCount(list: FacetCount[], value: string | number): number | undefined {
  return list.find((entry) => String(entry.value) === String(value))?.count;
}
