import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { InterviewDetailRow, Recipient } from './interviews.repo';

export type InviteMethod = 'REQUEST' | 'CANCEL';

export interface InviteParties {
  /** The employer as organizer: its name, with the platform's sending address (replies to invites go nowhere else). */
  organizer: { name: string; email: string };
  candidate: Recipient;
  interviewers: readonly Recipient[];
}

const KIND_LABEL = { phone: 'Phone', video: 'Video', onsite: 'On-site' } as const;

/**
 * The RFC 5545 calendar of an interview's current state: METHOD:REQUEST for a booking (or its change), METHOD:CANCEL
 * when it is called off or moved back to proposed times. UID is the interview's stable uid and SEQUENCE its counter,
 * so calendar clients update the one event they already hold. Times are written in UTC.
 */
export function interviewCalendar(interview: InterviewDetailRow, parties: InviteParties, method: InviteMethod, now: Date): string {
  if (!interview.booked_start || !interview.booked_end) throw new Error(`Interview ${interview.id} has no booked time for an invite`);
  const calendar = ical({
    prodId: { company: 'Football Jobs', product: 'Interviews', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const attendee = (person: Recipient) => ({
    name: person.name,
    email: person.email,
    role: ICalAttendeeRole.REQ,
    status: method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
    rsvp: false,
  });
  calendar.createEvent({
    id: interview.uid,
    sequence: interview.sequence,
    stamp: now,
    start: interview.booked_start,
    end: interview.booked_end,
    summary: `${KIND_LABEL[interview.kind]} interview: ${interview.job_title} — ${interview.employer_name}`,
    description: [interview.message, interview.reason ? `Reason: ${interview.reason}` : ''].filter(Boolean).join('\n\n') || null,
    location: interview.kind === 'video' ? (interview.video_url ?? null) : (interview.location ?? null),
    url: interview.kind === 'video' ? (interview.video_url ?? null) : null,
    organizer: parties.organizer,
    attendees: [parties.candidate, ...parties.interviewers].map(attendee),
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** `Name <address>` or a bare address → its parts (the ORGANIZER of invites is the platform's From address). */
export function addressOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim(), email: match[2]!.trim() } : { name: '', email: from.trim() };
}
