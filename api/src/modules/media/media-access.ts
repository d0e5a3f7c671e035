import { isAdministrator } from '@fj/shared';
import type { Actor } from '../../plugins/policy-types';
import type { MediaRow } from './media.repo';

/**
 * Whether an employer (or a member of its team) may read a candidate's file because the candidate applied to one
 * of the employer's jobs with it. The applications module supplies the real check; until applications exist no
 * employer has that access, which is what `noEmployerAccessWithoutApplications` says.
 */
export type EmployerMediaAccess = (employerId: number, media: MediaRow) => Promise<boolean>;

export const noEmployerAccessWithoutApplications: EmployerMediaAccess = async () => false;

/**
 * Whether a file attached to a conversation may be read by this viewer (the messages module's live check): null when
 * the file is not a message attachment, so the other rules decide.
 */
export type AttachmentMediaAccess = (viewerUserId: number | undefined, mediaId: number) => Promise<boolean | null>;

export const noMessageAttachments: AttachmentMediaAccess = async () => null;

/** Several private-file checks as one (message attachments, contract files): the first that knows the file decides. */
export const firstDecided =
  (...checks: AttachmentMediaAccess[]): AttachmentMediaAccess =>
  async (viewerUserId, mediaId) => {
    for (const check of checks) {
      const answer = await check(viewerUserId, mediaId);
      if (answer !== null) return answer;
    }
    return null;
  };

export interface MediaAccessRules {
  /** True when the picture is the current photo of a public candidate profile: anyone may see it. */
  isPublicProfilePicture(mediaId: number): Promise<boolean>;
  employerMayReadCandidateMedia: EmployerMediaAccess;
  /** Message attachments are private to the thread's participants; see AttachmentMediaAccess. */
  messageAttachmentAccess: AttachmentMediaAccess;
}

/**
 * Who may download a stored file: a message attachment only the participants of its thread (not even its author once
 * they left the thread, nor administrators: docs/messages.md); any other file its owner, administrators, employers
 * through applications, and anyone for public profile photos.
 */
export async function canReadMedia(viewer: Actor | undefined, media: MediaRow, rules: MediaAccessRules): Promise<boolean> {
  const attachmentAccess = await rules.messageAttachmentAccess(viewer?.id, media.id);
  if (attachmentAccess !== null) return attachmentAccess;
  if (viewer && (viewer.id === media.owner_user_id || isAdministrator(viewer.roles))) return true;
  if (media.kind === 'image' && (await rules.isPublicProfilePicture(media.id))) return true;
  if (viewer?.employerId != null && (await rules.employerMayReadCandidateMedia(viewer.employerId, media))) return true;
  return false;
}

/** Only the owner deletes a file (administrators act through the admin tools, which record who did it). */
export function canDeleteMedia(viewer: Actor, media: MediaRow): boolean {
  return viewer.id === media.owner_user_id;
}
