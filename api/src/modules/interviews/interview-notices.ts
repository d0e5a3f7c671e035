import type { MailMessage } from '../../mail';
import { composeMail, interviewWords } from './interview-mail';
import { interviewCalendar, type InviteParties } from './interview-invite';
import type { InterviewDetailRow, Recipient } from './interviews.repo';

export interface NoticeContext {
  interview: InterviewDetailRow;
  slots: readonly Date[];
  parties: InviteParties;
  links: { candidateInterviews: string; pipeline: string };
  now: Date;
}

const invite = (context: NoticeContext, method: 'REQUEST' | 'CANCEL'): NonNullable<MailMessage['icalEvent']> => ({
  method,
  content: interviewCalendar(context.interview, context.parties, method, context.now),
  filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
});

/**
 * The emails one change of an interview sends, each in its reader's language and time zone (docs/interviews.md):
 * offers of times go to the candidate without a calendar file; a booking, a moved booking and a cancelled booking go
 * to the candidate and every interviewer with the invite (REQUEST or CANCEL); the candidate's answers go to the
 * interviewers, a request to the employer's owner.
 */
export const interviewNotices = {
  proposed(context: NoticeContext, rescheduledFromBooking: boolean): MailMessage[] {
    const { interview, parties } = context;
    const words = interviewWords(interview, parties.candidate);
    const { t, names, fill } = words;
    const rescheduled = interview.sequence > 0;
    const candidateMail = composeMail(
      parties.candidate,
      {
        subject: fill(rescheduled ? t.rescheduledSubject : t.proposedSubject, names),
        lines: [fill(rescheduled ? t.rescheduledIntro : t.proposedIntro, names), ...words.details(false)],
        list: context.slots.map(words.at),
        link: { label: t.choose, url: context.links.candidateInterviews },
      },
      rescheduledFromBooking ? invite(context, 'CANCEL') : undefined,
    );
    if (!rescheduledFromBooking) return [candidateMail];
    return [
      candidateMail,
      ...parties.interviewers.map((person) => {
        const own = interviewWords(interview, person);
        return composeMail(
          person,
          { subject: own.fill(own.t.movedSubject, own.names), lines: [own.fill(own.t.movedIntro, { ...own.names, time: own.at(interview.booked_start!) }), own.t.calendarRemove], link: { label: own.t.openPipeline, url: context.links.pipeline } },
          invite(context, 'CANCEL'),
        );
      }),
    ];
  },

  booked(context: NoticeContext): MailMessage[] {
    const { interview, parties } = context;
    const request = invite(context, 'REQUEST');
    const mail = (person: Recipient, isCandidate: boolean) => {
      const words = interviewWords(interview, person);
      const { t, names, fill } = words;
      return composeMail(
        person,
        {
          subject: fill(t.bookedSubject, { ...names, time: words.at(interview.booked_start!) }),
          lines: [fill(isCandidate ? t.bookedCandidate : t.bookedInterviewer, names), ...words.details(), t.calendar],
          link: isCandidate ? { label: t.openInterviews, url: context.links.candidateInterviews } : { label: t.openPipeline, url: context.links.pipeline },
        },
        request,
      );
    };
    return [mail(parties.candidate, true), ...parties.interviewers.map((person) => mail(person, false))];
  },

  cancelled(context: NoticeContext, wasBooked: boolean): MailMessage[] {
    const { interview, parties } = context;
    const mail = (person: Recipient, isCandidate: boolean) => {
      const words = interviewWords(interview, person);
      const { t, names, fill } = words;
      const lines = wasBooked ? [fill(t.cancelledBooked, { ...names, time: words.at(interview.booked_start!) })] : [fill(t.cancelledProposal, names)];
      if (interview.reason) lines.push(fill(t.reason, { reason: interview.reason }));
      if (wasBooked) lines.push(t.calendarRemove);
      return composeMail(
        person,
        { subject: fill(t.cancelledSubject, names), lines, link: isCandidate ? { label: t.openInterviews, url: context.links.candidateInterviews } : { label: t.openPipeline, url: context.links.pipeline } },
        wasBooked ? invite(context, 'CANCEL') : undefined,
      );
    };
    return [mail(parties.candidate, true), ...(wasBooked ? parties.interviewers.map((person) => mail(person, false)) : [])];
  },

  /** The candidate declined or asked for other times: the interviewers hear it. */
  answered(context: NoticeContext, answer: 'declined' | 'other_times'): MailMessage[] {
    const { interview, parties } = context;
    return parties.interviewers.map((person) => {
      const { t, names, fill } = interviewWords(interview, person);
      const lines = [fill(answer === 'declined' ? t.declinedIntro : t.otherTimesIntro, names)];
      if (interview.reason) lines.push(fill(answer === 'declined' ? t.reason : t.message, { reason: interview.reason, message: interview.reason }));
      return composeMail(person, { subject: fill(answer === 'declined' ? t.declinedSubject : t.otherTimesSubject, names), lines, link: { label: t.openPipeline, url: context.links.pipeline } });
    });
  },

  requested(context: NoticeContext, owner: Recipient): MailMessage[] {
    const words = interviewWords(context.interview, owner);
    const { t, names, fill } = words;
    const lines = [fill(t.requestIntro, names)];
    const message = context.interview.message.trim();
    return [
      composeMail(owner, {
        subject: fill(t.requestSubject, names),
        lines: message ? [...lines, fill(t.message, { message })] : lines,
        list: context.slots.map(words.at),
        link: { label: t.openPipeline, url: context.links.pipeline },
      }),
    ];
  },

  /** 24 hours or 1 hour before a booked interview: the candidate and every interviewer, without a calendar file. */
  reminder(context: NoticeContext, kind: '24h' | '1h'): MailMessage[] {
    const { interview, parties } = context;
    const mail = (person: Recipient, isCandidate: boolean) => {
      const words = interviewWords(interview, person);
      const { t, names, fill } = words;
      return composeMail(person, {
        subject: fill(kind === '24h' ? t.reminderSubjectDay : t.reminderSubjectHour, names),
        lines: [fill(t.reminderIntro, names), ...words.details()],
        link: isCandidate ? { label: t.openInterviews, url: context.links.candidateInterviews } : { label: t.openPipeline, url: context.links.pipeline },
      });
    };
    return [mail(parties.candidate, true), ...parties.interviewers.map((person) => mail(person, false))];
  },

  requestDeclined(context: NoticeContext): MailMessage[] {
    const { interview, parties } = context;
    const { t, names, fill } = interviewWords(interview, parties.candidate);
    const lines = [fill(t.requestDeclinedIntro, names)];
    if (interview.reason) lines.push(fill(t.reason, { reason: interview.reason }));
    return [composeMail(parties.candidate, { subject: fill(t.requestDeclinedSubject, names), lines, link: { label: t.openInterviews, url: context.links.candidateInterviews } })];
  },
};
