/** The CV database search (keyword + filters) as it lives in the page URL and goes to the API. */
export interface CvFilters {
  search: string;
  profile_type: string;
  level: string;
  experience: string;
  qualification: string;
  country: string;
  city: string;
  availability: string;
  relocate: string;
  skills: string[];
}

export const EMPTY_CV_FILTERS: CvFilters = {
  search: '',
  profile_type: '',
  level: '',
  experience: '',
  qualification: '',
  country: '',
  city: '',
  availability: '',
  relocate: '',
  skills: [],
};

const SINGLE_KEYS = ['search', 'profile_type', 'level', 'experience', 'qualification', 'country', 'city', 'availability', 'relocate'] as const;

export function filtersFromParams(params: URLSearchParams): CvFilters {
  const filters: CvFilters = { ...EMPTY_CV_FILTERS, skills: params.getAll('skills').filter(Boolean) };
  for (const key of SINGLE_KEYS) filters[key] = params.get(key) ?? '';
  return filters;
}

export function filtersToParams(filters: CvFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SINGLE_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  for (const skill of filters.skills) params.append('skills', skill);
  return params;
}
