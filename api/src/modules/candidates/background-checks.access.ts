import type { Knex } from 'knex';
import { hasPermission } from '@fj/shared';
import type { AttachmentMediaAccess } from '../media/media-access';
import { createBackgroundChecksRepo } from './background-checks.repo';

/**
 * The media module's check for background check certificates (media-access.ts): null when the file is not one;
 * otherwise only its owner and whoever verifies checks (administrators). Employers never read a certificate, even
 * of a candidate who applied to them: the pipeline shows them only that the check is verified.
 */
export function certificateAccess(db: Knex): AttachmentMediaAccess {
  const repo = createBackgroundChecksRepo(db);
  return async (viewerUserId, mediaId) => {
    const ownerUserId = await repo.certificateOwner(mediaId);
    if (ownerUserId === undefined) return null;
    if (viewerUserId === undefined) return false;
    if (viewerUserId === ownerUserId) return true;
    const viewer = await db('users').select('roles').where({ id: viewerUserId }).whereNull('deleted_at').first<{ roles: string[] } | undefined>();
    return !!viewer && hasPermission(viewer.roles, 'verify_background_checks');
  };
}
