/** §3 receive_applicants, plus the designed 'site': applications made and handled on the platform (the apply flow and employer applications screens need it). */
export const RECEIVE_APPLICANTS = [
  { value: 'exter', label: 'External Link' },
  { value: 'mail', label: 'Email' },
  { value: 'site', label: 'On Site' },
] as const;

export type ReceiveApplicants = (typeof RECEIVE_APPLICANTS)[number]['value'];
