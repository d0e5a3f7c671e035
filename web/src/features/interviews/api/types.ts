import type { InterviewKind } from '@fj/shared';

export type { InterviewDto, InterviewKind, InterviewStatus } from '@fj/shared';

/** What the scheduler sends (`POST /job-api/interviews`); the place is `location` or `videoUrl` by kind. */
export interface ScheduleInterviewInput {
  applicationId: number;
  kind: InterviewKind;
  location?: string;
  videoUrl?: string;
  durationMinutes: number;
  /** ISO 8601 with the employer's offset. */
  slots: string[];
  interviewerIds: number[];
  message: string;
}

/** `POST /job-api/interviews/{id}/reschedule`: new slots, and any of the details changed with them. */
export interface RescheduleInterviewInput {
  id: number;
  slots: string[];
  kind?: InterviewKind;
  location?: string;
  videoUrl?: string;
  durationMinutes?: number;
  message?: string;
}

export interface AcceptInterviewRequestInput {
  id: number;
  slot: string;
  interviewerIds?: number[];
  kind?: InterviewKind;
  location?: string;
  videoUrl?: string;
}
