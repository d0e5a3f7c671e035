import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Storage } from '../../storage';
import { createCandidatesRepo } from '../candidates/candidates.repo';
import { ensureCandidateProfileRow } from '../candidates/profile-rows';
import { createUsersRepo } from '../users/users.repo';
import { noEmployerAccessWithoutApplications, noMessageAttachments, type AttachmentMediaAccess, type EmployerMediaAccess } from './media-access';
import { createMediaRepo } from './media.repo';
import { registerMediaRoutes } from './media.routes';
import { createMediaService } from './media.service';

export interface MediaModuleDeps {
  db: Knex;
  storage: Storage;
  /** The applications module passes its check here; see media-access.ts. */
  employerMayReadCandidateMedia?: EmployerMediaAccess;
  /** Other pictures anyone may see (the organisations module: employer logos). */
  isPublicPicture?: (mediaId: number) => Promise<boolean>;
  /** The messages module's check: attachments are private to their thread's participants. */
  messageAttachmentAccess?: AttachmentMediaAccess;
}

export function createMediaModule(app: FastifyInstance, deps: MediaModuleDeps): void {
  const candidates = createCandidatesRepo(deps.db);
  const users = createUsersRepo(deps.db);
  const service = createMediaService({
    db: deps.db,
    media: createMediaRepo(deps.db),
    candidates,
    storage: deps.storage,
    access: {
      isPublicProfilePicture: async (mediaId) => (await candidates.isPublicProfilePicture(mediaId)) || ((await deps.isPublicPicture?.(mediaId)) ?? false),
      employerMayReadCandidateMedia: deps.employerMayReadCandidateMedia ?? noEmployerAccessWithoutApplications,
      messageAttachmentAccess: deps.messageAttachmentAccess ?? noMessageAttachments,
    },
    ensureCandidateProfile: async (userId) => {
      const user = await users.findById(userId);
      if (user) await ensureCandidateProfileRow(candidates, user);
    },
    log: app.log,
  });
  registerMediaRoutes(app, service, users);
}
