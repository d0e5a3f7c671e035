/** Interviews (issue 20, docs/interviews.md). Every time is an ISO 8601 string in UTC; screens show the viewer's zone. */
export const INTERVIEW_KINDS = ['phone', 'video', 'onsite'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];

/**
 * requested: a candidate (UNLIMITED) proposed slots; the employer accepts one or declines (request_declined).
 * proposed: the employer offered slots; the candidate books one (booked), declines (declined) or asks for other
 * times (other_times_requested, the employer then reschedules). cancelled: the employer called it off.
 */
export const INTERVIEW_STATUSES = ['requested', 'request_declined', 'proposed', 'other_times_requested', 'booked', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export interface InterviewDto {
  id: number;
  applicationId: number;
  job: { ID: number; title: string; slug: string };
  employer: { ID: number; name: string };
  candidate: { ID: number; name: string };
  /** Who started it: the employer scheduled it, or the candidate requested it. */
  origin: 'employer' | 'candidate';
  kind: InterviewKind;
  location: string | null;
  videoUrl: string | null;
  durationMinutes: number;
  /** Offered (or, for a request, proposed) start times. */
  slots: string[];
  /** The booked start time, once booked. */
  bookedSlot: string | null;
  status: InterviewStatus;
  /** 1 = 1st Interview, 2 = 2nd Interview (set when booked). */
  round: number | null;
  interviewers: { ID: number; name: string }[];
  message: string;
  /** The candidate's reason for declining, or the employer's for cancelling / declining a request. */
  reason: string | null;
  /** Raised by every change the calendar invite carries (iCalendar SEQUENCE). */
  sequence: number;
  created: string;
  updated: string;
  /** `/interviews/{id}.ics` for participants, once booked. */
  icsUrl: string | null;
}
