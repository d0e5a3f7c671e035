import type { Knex } from 'knex';
import type { AttachmentMediaAccess } from '../media/media-access';
import { createContractAdviceRepo } from './contract-advice.repo';

/**
 * The media module's check for contract files (media-access.ts): null when the file is not a request's contract;
 * otherwise only the member who sent it and live contract advisers may read it — administrators included in
 * "anyone else" (404) unless they also hold contract_adviser (docs/contract-advice.md).
 */
export function contractFileAccess(db: Knex): AttachmentMediaAccess {
  const repo = createContractAdviceRepo(db);
  return async (viewerUserId, mediaId) => {
    const request = await repo.byContract(mediaId);
    if (!request) return null;
    if (viewerUserId === undefined) return false;
    return viewerUserId === request.member_user_id || (await repo.isLiveAdviser(viewerUserId));
  };
}
