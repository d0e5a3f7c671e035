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
import { createCatalogueService } from '../modules/coaching/catalogue.service';
import { createCertificatesRepo } from '../modules/coaching/certificates.repo';
import { createCoursesRepo } from '../modules/coaching/courses.repo';
import { createLearningRepo } from '../modules/coaching/learning.repo';
import { createLearningService } from '../modules/coaching/learning.service';
import { createQuizRepo } from '../modules/coaching/quiz.repo';
import { createReviewsRepo } from '../modules/coaching/reviews.repo';

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
  const coachingCourses = createCoursesRepo(db);
  const coachingLearning = createLearningRepo(db);
  const coachingCertificates = createLearningService({
    db,
    courses: coachingCourses,
    learning: coachingLearning,
    quizzes: createQuizRepo(db),
    certificates: createCertificatesRepo(db),
    publicWebUrl: deps.publicWebUrl,
    now,
  });
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
    /** The Employability Hub's public pages (docs/coaching.md): a published course's outline, a certificate by its code. */
    coaching: {
      catalogue: createCatalogueService({
        db,
        courses: coachingCourses,
        learning: coachingLearning,
        reviews: createReviewsRepo(db),
        enrollmentDto: (userId, enrollmentId) => coachingCertificates.enrollment(userId, enrollmentId),
        now,
      }),
      certificate: (code: string) => coachingCertificates.publicCertificate(code),
      /** Published courses for the sitemap, newest first, and how many there are. */
      publishedCount: async () => Number((await db('coaching_courses').where({ published: true }).count<{ count: string }[]>({ count: '*' }).first())?.count ?? 0),
      published: (offset: number, limit: number) =>
        db('coaching_courses')
          .where({ published: true })
          .orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'desc' }])
          .offset(offset)
          .limit(limit)
          .select('slug', 'updated_at') as Promise<{ slug: string; updated_at: Date }[]>,
    },
    now,
  };
}

export type PageSources = ReturnType<typeof createPageSources>;
