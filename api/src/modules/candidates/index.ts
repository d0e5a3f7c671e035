import type { FastifyInstance } from 'fastify';
import { isCandidateRole, type CandidateProfile } from '@fj/shared';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import type { Storage } from '../../storage';
import { createEmployersRepo } from '../employers/employers.repo';
import { createMediaRepo } from '../media/media.repo';
import { createUsersRepo, type UserRow } from '../users/users.repo';
import { createAccountErasureRepo } from './account-erasure.repo';
import { createBackgroundChecksRepo } from './background-checks.repo';
import { registerBackgroundChecksRoutes } from './background-checks.routes';
import { createBackgroundChecksService } from './background-checks.service';
import type { DashboardSources } from './candidate-dashboard';
import { CANDIDATE_ACCOUNT_DELETION_STEPS } from './account-deletion-steps';
import { createDashboardSources } from './dashboard-sources';
import { toCandidateProfile } from './candidates.mapper';
import { createCandidatesRepo } from './candidates.repo';
import { registerCandidatesRoutes, type CandidatesRouteDeps } from './candidates.routes';
import { createCandidatesService } from './candidates.service';
import { registerOwnDataRoutes } from './own-data.routes';
import { createOwnDataService, type AccountDeletionStep } from './own-data.service';
import { createProfileSlugsRepo } from './profile-slugs.repo';
import { ensureCandidateProfileRow } from './profile-rows';

export { ensureCandidateProfileRow } from './profile-rows';
export { certificateAccess } from './background-checks.access';
export { backgroundCheckRemindersTask, safeguardingCheckFor } from './background-checks.tasks';

export { CANDIDATE_API } from './paths';
export { candidateAccountProperties } from './candidates.schemas';
export type { AccountDeletionStep } from './own-data.service';
export { removeAccountData } from './account-removal';
export type { DashboardSources } from './candidate-dashboard';

export interface CandidatesModuleDeps {
  db: Knex;
  storage: Storage;
  /** Background check review outcomes (docs/safeguarding.md). */
  mailer: Mailer;
  publicWebUrl: string;
  now?: () => Date;
  /** Overrides for tests; by default the applications and credits areas answer. */
  dashboardSources?: DashboardSources;
  /** By default: anonymise applications, delete job alerts, forget apply clicks (account-deletion-steps.ts). */
  deletionSteps?: readonly AccountDeletionStep[];
  /** Employer roles get their dashboard on `GET /get-dashboard-data` (organisations module). */
  employerDashboard?: CandidatesRouteDeps['employerDashboard'];
}

export function createCandidatesModule(app: FastifyInstance, deps: CandidatesModuleDeps): void {
  const users = createUsersRepo(deps.db);
  const candidates = createCandidatesRepo(deps.db);
  const slugs = createProfileSlugsRepo(deps.db);
  const service = createCandidatesService({
    db: deps.db,
    users,
    employers: createEmployersRepo(deps.db),
    candidates,
    slugs,
    issueToken: (payload) => app.issueToken(payload),
    publicWebUrl: deps.publicWebUrl,
  });
  registerCandidatesRoutes(app, {
    service,
    users,
    dashboardSources: deps.dashboardSources ?? createDashboardSources(deps.db, deps.now ?? (() => new Date())),
    publicWebUrl: deps.publicWebUrl,
    employerDashboard: deps.employerDashboard,
  });
  registerOwnDataRoutes(
    app,
    createOwnDataService({
      db: deps.db,
      users,
      candidates,
      slugs,
      media: createMediaRepo(deps.db),
      erasure: createAccountErasureRepo(),
      storage: deps.storage,
      deletionSteps: deps.deletionSteps ?? CANDIDATE_ACCOUNT_DELETION_STEPS,
      log: app.log,
    }),
  );
  // Safeguarding background checks (docs/safeguarding.md): the candidate's checks and the administrators' review.
  registerBackgroundChecksRoutes(
    app,
    createBackgroundChecksService({
      db: deps.db,
      repo: createBackgroundChecksRepo(deps.db),
      media: createMediaRepo(deps.db),
      storage: deps.storage,
      mailer: deps.mailer,
      publicWebUrl: deps.publicWebUrl,
      now: deps.now ?? (() => new Date()),
      log: app.log,
    }),
  );
}

/**
 * The candidate fields `GET /get-profile` adds for candidate accounts (undefined for everyone else), so the
 * account call and the profile form read one document.
 */
export function candidateProfileForAccount(db: Knex): (user: UserRow) => Promise<CandidateProfile | undefined> {
  const candidates = createCandidatesRepo(db);
  return async (user) => (isCandidateRole(user.roles) ? toCandidateProfile(await ensureCandidateProfileRow(candidates, user)) : undefined);
}
