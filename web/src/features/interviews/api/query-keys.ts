/** React Query keys of interviews; every interview mutation invalidates `all` (both sides' lists). */
export const interviewKeys = {
  all: ['interviews'] as const,
  forApplication: (applicationId: number) => ['interviews', 'application', applicationId] as const,
  mine: ['interviews', 'mine'] as const,
  /** The signed-in person's saved time zone (part of `GET /get-profile`). */
  timeZone: ['interviews', 'time-zone'] as const,
};
