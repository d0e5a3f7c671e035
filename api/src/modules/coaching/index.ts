import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createUsersRepo } from '../users/users.repo';
import { createCatalogueService } from './catalogue.service';
import { createCertificatesRepo } from './certificates.repo';
import { registerCoachingRoutes } from './coaching.routes';
import { createCoursesRepo } from './courses.repo';
import { createLearningRepo } from './learning.repo';
import { createLearningService } from './learning.service';
import { createQuizRepo } from './quiz.repo';
import { createReviewsRepo } from './reviews.repo';

export { coachingAttachmentAccess } from './attachment-access';
export { coachingThreadPolicy } from './coaching-thread-policy';
export { enrollBuyerInPaidCourses } from './order-enrollment';

export interface CoachingModuleDeps {
  db: Knex;
  publicWebUrl: string;
  now: () => Date;
}

/**
 * The learner side of the Employability Hub (docs/coaching.md): catalogue, enrollment, lessons, quizzes marked on
 * the server, progress, certificates anyone can verify, reviews and the conversation with the coach. Registered
 * after the messages module, whose thread opening it uses.
 */
export function createCoachingModule(app: FastifyInstance, deps: CoachingModuleDeps): void {
  const courses = createCoursesRepo(deps.db);
  const learning = createLearningRepo(deps.db);
  const learningService = createLearningService({
    db: deps.db,
    courses,
    learning,
    quizzes: createQuizRepo(deps.db),
    certificates: createCertificatesRepo(deps.db),
    publicWebUrl: deps.publicWebUrl,
    now: deps.now,
  });
  const catalogue = createCatalogueService({
    db: deps.db,
    courses,
    learning,
    reviews: createReviewsRepo(deps.db),
    enrollmentDto: (userId, enrollmentId) => learningService.enrollment(userId, enrollmentId),
    now: deps.now,
  });
  registerCoachingRoutes(app, {
    catalogue,
    learning: learningService,
    users: createUsersRepo(deps.db),
    openThread: (userId, enrollmentId) => app.messages.openThread(userId, 'coaching', enrollmentId),
  });
}
