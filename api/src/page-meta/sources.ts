import type { Knex } from 'knex';
import { createCandidatesRepo } from '../modules/candidates/candidates.repo';
import { createCandidatesService } from '../modules/candidates/candidates.service';
import { createProfileSlugsRepo } from '../modules/candidates/profile-slugs.repo';
import { createPostsRepo } from '../modules/content/posts.repo';
import { createPostsService } from '../modules/content/posts.service';
import { createEmployersRepo } from '../modules/employers/employers.repo';
import { createFeedsRepo } from '../modules/feeds/feeds.repo';
import { createClubsRepo, createStaffRepo } from '../modules/football/clubs-staff.repo';
import { createCompetitionsRepo } from '../modules/football/competitions.repo';
import { createFootballService } from '../modules/football/football.service';
import { createPlayersRepo } from '../modules/football/players.repo';
import { createJobSearchRepo } from '../modules/jobs/job-search.repo';
import { createJobsRepo } from '../modules/jobs/jobs.repo';
import { createJobsService } from '../modules/jobs/jobs.service';
import { createOrganisationsRepo } from '../modules/organisations/organisations.repo';
import { createOrganisationsService } from '../modules/organisations/organisations.service';
import { createUsersRepo } from '../modules/users/users.repo';
import { shareableProfile } from '../modules/share-cards/card-sources';

export interface PageSourcesDeps {
  db: Knex;
  publicWebUrl: string;
  now: () => Date;
}

/**
 * The services the page builders and the sitemap read, built in-process on the API's own database connection (the
 * same rules as the API's routes: drafts hidden, private profiles 404, former slugs moved), never HTTP to itself.
 * A new domain adds its service here and its builder in registry.ts.
 */
export function createPageSources(deps: PageSourcesDeps) {
  const { db, now } = deps;
  const players = createPlayersRepo(db);
  return {
    jobs: createJobsService({ db, jobs: createJobsRepo(db), search: createJobSearchRepo(db), now }),
    profiles: createCandidatesService({
      db,
      users: createUsersRepo(db),
      employers: createEmployersRepo(db),
      candidates: createCandidatesRepo(db),
      slugs: createProfileSlugsRepo(db),
      // Public reads never sign anyone in.
      issueToken: () => {
        throw new Error('the web server issues no tokens');
      },
      publicWebUrl: deps.publicWebUrl,
    }),
    organisations: createOrganisationsService({ db, repo: createOrganisationsRepo(db), now }),
    football: createFootballService({ db, players, competitions: createCompetitionsRepo(db), clubs: createClubsRepo(db), staff: createStaffRepo(db), now }),
    players,
    posts: createPostsService({ db, posts: createPostsRepo(db), now }),
    feeds: createFeedsRepo(db),
    /** Whether a member's profile has a share card (ELITE and up, public): its og:image (docs/share-cards.md). */
    hasProfileCard: async (slug: string) => (await shareableProfile(db, slug)) !== undefined,
    now,
  };
}

export type PageSources = ReturnType<typeof createPageSources>;
