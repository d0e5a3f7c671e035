import type { InterviewDto } from '@fj/shared';

export interface InterviewGroups {
  /** Offered times the candidate has not answered. */
  toAnswer: InterviewDto[];
  /** Booked and still ahead, soonest first. */
  upcoming: InterviewDto[];
  /** Waiting for the employer: the candidate's requests, and asks for other times. */
  waiting: InterviewDto[];
  /** Held, declined, cancelled or turned down: newest first. */
  closed: InterviewDto[];
}

const startOf = (interview: InterviewDto) => Date.parse(interview.bookedSlot ?? '') || 0;

/** The candidate's interviews by what they ask of him now. */
export function groupInterviews(interviews: readonly InterviewDto[], now: number = Date.now()): InterviewGroups {
  const groups: InterviewGroups = { toAnswer: [], upcoming: [], waiting: [], closed: [] };
  for (const interview of interviews) {
    if (interview.status === 'proposed') groups.toAnswer.push(interview);
    else if (interview.status === 'booked' && startOf(interview) + interview.durationMinutes * 60_000 > now) groups.upcoming.push(interview);
    else if (interview.status === 'requested' || interview.status === 'other_times_requested') groups.waiting.push(interview);
    else groups.closed.push(interview);
  }
  groups.upcoming.sort((a, b) => startOf(a) - startOf(b));
  groups.closed.sort((a, b) => b.updated.localeCompare(a.updated));
  return groups;
}
