/** §3 level ('US Collage' is the spec's own spelling, kept because stored data uses it). */
export const LEVELS = [
  { value: 'professional', label: 'Professional' },
  { value: 'semi-pro', label: 'Semi-Pro' },
  { value: 'amateur', label: 'Amateur' },
  { value: 'grassroots', label: 'Grassroots' },
  { value: 'youth-football', label: 'Youth Football' },
  { value: 'futsal', label: 'Futsal' },
  { value: 'other', label: 'Other' },
  { value: 'consultant', label: 'Consultant' },
  { value: 'community', label: 'Community' },
  { value: 'academy', label: 'Academy' },
  { value: 'international', label: 'International' },
  { value: 'foundation', label: 'Foundation' },
  { value: 'womens', label: 'Womens' },
  { value: 'school', label: 'School' },
  { value: 'agency', label: 'Agency' },
  { value: 'fa', label: 'FA' },
  { value: 'company', label: 'Company' },
  { value: 'us-collage', label: 'US Collage' },
  { value: 'education', label: 'Education' },
] as const;

export type Level = (typeof LEVELS)[number]['value'];
