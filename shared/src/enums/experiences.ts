/** §3 experience: 0 to 10 years+, then football-level minimums. */
export const EXPERIENCES = [
  { value: '0', label: '0 Years' },
  { value: '1', label: '1 Year' },
  { value: '2', label: '2 Years' },
  { value: '3', label: '3 Years' },
  { value: '4', label: '4 Years' },
  { value: '5', label: '5 Years' },
  { value: '6', label: '6 Years' },
  { value: '7', label: '7 Years' },
  { value: '8', label: '8 Years' },
  { value: '9', label: '9 Years' },
  { value: '10-plus', label: '10 Years+' },
  { value: 'pro-academy', label: 'Pro Academy' },
  { value: 'league-two-minimum', label: 'League Two minimum' },
  { value: 'league-one-minimum', label: 'League One minimum' },
  { value: 'championship-minimum', label: 'Championship minimum' },
  { value: 'premier-league', label: 'Premier League' },
  { value: 'top-european-league', label: 'Top European League' },
] as const;

export type Experience = (typeof EXPERIENCES)[number]['value'];
