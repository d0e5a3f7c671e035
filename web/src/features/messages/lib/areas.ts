import { ROUTES, candidateThreadHref, employerThreadHref, hasCandidateHome, isEmployerRole } from '@fj/shared';

/** Which side's inbox a page belongs to. */
export type MessagesArea = 'candidate' | 'employer';

/** The inbox of the signed-in person's own area, or null for someone with neither (an administrator). */
export function messagesAreaFor(roles: readonly string[]): MessagesArea | null {
  if (isEmployerRole(roles)) return 'employer';
  if (hasCandidateHome(roles)) return 'candidate';
  return null;
}

export const inboxHref = (area: MessagesArea): string => (area === 'employer' ? ROUTES.employerMessages : ROUTES.candidateMessages);

export const threadHref = (area: MessagesArea, threadId: number): string =>
  area === 'employer' ? employerThreadHref(threadId) : candidateThreadHref(threadId);
