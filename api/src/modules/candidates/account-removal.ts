import type { Knex } from 'knex';
import { createMediaRepo } from '../media/media.repo';
import { createAccountErasureRepo } from './account-erasure.repo';
import { CANDIDATE_ACCOUNT_DELETION_STEPS } from './account-deletion-steps';
import { createCandidatesRepo } from './candidates.repo';
import type { AccountDeletionStep } from './own-data.service';
import { createProfileSlugsRepo } from './profile-slugs.repo';

/**
 * Everything deleting an account does in the database, inside the caller's transaction: the other areas' steps, the
 * candidate profile, every stored file's row, former permalinks, reset links, login attempts, and the anonymised
 * account row (which ends every session). Returns the storage keys of the files, for the caller to delete after the
 * commit. "Delete my account" and the retention task's removal of unconfirmed accounts both run it.
 */
export async function removeAccountData(
  trx: Knex.Transaction,
  userId: number,
  steps: readonly AccountDeletionStep[] = CANDIDATE_ACCOUNT_DELETION_STEPS,
): Promise<string[]> {
  const media = createMediaRepo(trx);
  const files = await media.allOfOwner(userId, trx);
  for (const step of steps) await step(userId, trx);
  await createCandidatesRepo(trx).deleteByUserId(userId, trx);
  await media.deleteAllOfOwner(userId, trx);
  await createProfileSlugsRepo(trx).deleteAllOf(userId, trx);
  await createAccountErasureRepo().eraseAccountRows(userId, trx);
  return files.map((file) => file.storage_key);
}
