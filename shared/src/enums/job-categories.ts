/** §3 the 15 job categories. */
export const JOB_CATEGORIES = [
  { value: 'agent', label: 'Agent' },
  { value: 'analysts-recruitment-scouting', label: 'Analysts Recruitment & Scouting' },
  { value: 'boardroom-executive', label: 'Boardroom & Executive' },
  { value: 'coaching-performance', label: 'Coaching & Performance' },
  { value: 'commercial-business', label: 'Commercial & Business' },
  { value: 'education-community', label: 'Education & Community' },
  { value: 'groundskeeping-operations', label: 'Groundskeeping & Operations' },
  { value: 'human-resources-admin', label: 'Human Resources & Admin' },
  { value: 'legal-finance', label: 'Legal & Finance' },
  { value: 'media', label: 'Media' },
  { value: 'officials', label: 'Officials' },
  { value: 'other', label: 'Other' },
  { value: 'player-request', label: 'Player Request' },
  { value: 'retail', label: 'Retail' },
  { value: 'sports-science-medical-physio', label: 'Sports Science Medical & Physio' },
] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number]['value'];
