/** §3 job type. */
export const JOB_TYPES = [
  { value: 'freelance', label: 'Freelance' },
  { value: 'full-time', label: 'Full time' },
  { value: 'internship', label: 'Internship' },
  { value: 'temporary', label: 'Temporary' },
  { value: 'part-time', label: 'Part time' },
  { value: 'volunteer', label: 'Volunteer' },
  { value: 'contract', label: 'Contract' },
  { value: 'casual', label: 'Casual' },
  { value: 'apprentice', label: 'Apprentice' },
  { value: 'placement', label: 'Placement' },
  { value: 'fixed-term', label: 'Fixed Term' },
  { value: 'tbc', label: 'TBC' },
  { value: 'training', label: 'Training' },
  { value: 'permanent', label: 'Permanent' },
  { value: 'sessional', label: 'Sessional' },
  { value: 'consultant', label: 'Consultant' },
  { value: 'head-of-academy-coaching', label: 'Head of Academy Coaching' },
] as const;

export type JobType = (typeof JOB_TYPES)[number]['value'];
