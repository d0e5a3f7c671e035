import type { Knex } from 'knex';
import { deleteAccountSchema } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import { validateForm } from '../../lib/validate-form';
import type { UsersRepo } from '../users/users.repo';
import type { MediaRepo } from '../media/media.repo';
import { toMediaItem } from '../media/media.service';
import type { Storage } from '../../storage';
import type { AccountErasureRepo } from './account-erasure.repo';
import { otherAreasDataOf } from './account-deletion-steps';
import { removeAccountData } from './account-removal';
import { laterDomainsDataOf } from './own-data-more';
import { toCandidateProfile } from './candidates.mapper';
import type { CandidatesRepo } from './candidates.repo';
import type { ProfileSlugsRepo } from './profile-slugs.repo';

/**
 * Work other areas must do when an account is deleted, inside the same transaction: e.g. the applications module
 * anonymises the candidate's applications so employers keep their records without the person.
 */
export type AccountDeletionStep = (userId: number, trx: Knex.Transaction) => Promise<void>;

export interface OwnDataServiceDeps {
  db: Knex;
  users: UsersRepo;
  candidates: CandidatesRepo;
  slugs: ProfileSlugsRepo;
  media: MediaRepo;
  erasure: AccountErasureRepo;
  storage: Storage;
  deletionSteps: readonly AccountDeletionStep[];
  log: { warn(details: object, message: string): void };
}

export function createOwnDataService(deps: OwnDataServiceDeps) {
  return {
    /** "Download my data": everything held about the caller, as one JSON document. */
    async exportMyData(userId: number, now: Date = new Date()) {
      const user = await deps.users.findById(userId);
      if (!user) throw notFound('Your account no longer exists.');
      const [profile, files, formerSlugs, activity, otherAreas, laterDomains] = await Promise.all([
        deps.candidates.findByUserId(userId),
        deps.media.allOfOwner(userId),
        deps.slugs.formerSlugsOf(userId),
        deps.erasure.activityOf(userId, deps.db),
        otherAreasDataOf(deps.db, userId),
        laterDomainsDataOf(deps.db, userId),
      ]);
      return {
        exportedAt: now.toISOString(),
        account: {
          ID: user.id,
          user_login: user.username,
          user_email: user.email,
          display_name: user.display_name,
          first_name: user.first_name,
          last_name: user.last_name,
          roles: user.roles,
          profile: user.profile_slug,
          profile_type: user.profile_type,
          membership: user.membership,
          googleLinked: user.google_sub !== null,
          registered: user.created_at.toISOString(),
          emailVerified: user.email_verified_at ? new Date(user.email_verified_at).toISOString() : null,
        },
        candidateProfile: profile ? toCandidateProfile(profile) : null,
        formerProfileAddresses: formerSlugs.map((row) => ({ slug: row.slug, until: new Date(row.created_at).toISOString() })),
        files: files.map((row) => ({
          ...toMediaItem(row),
          checksum_sha256: row.checksum_sha256,
          deleted: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
        })),
        applications: otherAreas.applications.map((application) => ({
          ...application,
          anonymised: application.anonymised_at !== null,
          retentionNoticeSent: application.retention_notified_at ? new Date(application.retention_notified_at).toISOString() : null,
        })),
        jobAlerts: otherAreas.jobAlerts,
        credits: otherAreas.credits,
        ...laterDomains,
        activity: activity.map((event) => ({ ...event, at: new Date(event.at).toISOString() })),
      };
    },

    /**
     * "Delete my account": after the typed confirmation, removes the candidate profile, every stored file (rows,
     * then bytes), former permalinks, reset links and login attempts, runs the other areas' deletion steps, and
     * anonymises the account row, which also ends every session. Nothing personal is left in the database.
     */
    async deleteMyAccount(userId: number, body: unknown): Promise<void> {
      validateForm(deleteAccountSchema, body);
      const user = await deps.users.findById(userId);
      if (!user) throw notFound('Your account no longer exists.');
      const storageKeys = await deps.db.transaction((trx) => removeAccountData(trx, userId, deps.deletionSteps));
      for (const key of storageKeys) {
        await deps.storage.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not delete stored file of a deleted account'));
      }
    },
  };
}

export type OwnDataService = ReturnType<typeof createOwnDataService>;
