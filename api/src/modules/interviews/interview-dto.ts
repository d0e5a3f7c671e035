import type { InterviewDto } from '@fj/shared';
import type { InterviewDetailRow, Recipient } from './interviews.repo';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The `.ics` address of an interview once a time was booked (a cancelled booking's file is its CANCEL). */
export const icsPath = (id: number) => `/interviews/${id}.ics`;

export function toInterviewDto(row: InterviewDetailRow, slots: readonly Date[], interviewers: readonly Recipient[]): InterviewDto {
  return {
    id: row.id,
    applicationId: row.application_id,
    job: { ID: row.job_id, title: row.job_title, slug: row.job_slug },
    employer: { ID: row.employer_id, name: row.employer_name },
    candidate: { ID: row.candidate_user_id, name: row.candidate_name },
    origin: row.origin,
    kind: row.kind,
    location: row.location,
    videoUrl: row.video_url,
    durationMinutes: row.duration_minutes,
    slots: slots.map(iso),
    bookedSlot: row.status === 'booked' && row.booked_start ? iso(row.booked_start) : null,
    status: row.status,
    round: row.round,
    interviewers: interviewers.map((person) => ({ ID: person.id, name: person.name })),
    message: row.message,
    reason: row.reason,
    sequence: row.sequence,
    created: iso(row.created_at),
    updated: iso(row.updated_at),
    icsUrl: row.booked_start ? icsPath(row.id) : null,
  };
}
