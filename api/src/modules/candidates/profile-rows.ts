import type { Knex } from 'knex';
import type { UserRow } from '../users/users.repo';
import type { CandidateProfileWithAccount, CandidatesRepo } from './candidates.repo';

/**
 * The profile row of a candidate account, created on first use from the account's name and e-mail: every
 * candidate has a profile from the first read on, whichever call comes first (get-profile, a photo upload…).
 */
export async function ensureCandidateProfileRow(
  candidates: CandidatesRepo,
  user: Pick<UserRow, 'id' | 'display_name' | 'email'>,
  trx?: Knex.Transaction,
): Promise<CandidateProfileWithAccount> {
  const existing = await candidates.findByUserId(user.id, trx);
  if (existing) return existing;
  await candidates.createIfMissing(user.id, { cand_name: user.display_name, cand_email: user.email }, trx);
  const created = await candidates.findByUserId(user.id, trx);
  if (!created) throw new Error(`Candidate profile of user ${user.id} could not be created`);
  return created;
}
