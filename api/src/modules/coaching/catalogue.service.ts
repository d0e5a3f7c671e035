import type { Knex } from 'knex';
import { COACHING_LIMITS, isAdministrator, type CoachingCourseCardDto, type CoachingCourseDetailDto, type CoachingEnrollmentDto, type CoachingReviewDto } from '@fj/shared';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { createCoalescer } from '../jobs/coalesce';
import { hasMemberDiscount } from '../shop/member-discount';
import { COACHING_MESSAGES } from './coaching-messages';
import { isPaid, toCard, toPrice, toReview } from './coaching.mapper';
import type { CatalogueFilters, CourseView, CoursesRepo } from './courses.repo';
import type { LearningRepo } from './learning.repo';
import type { ReviewsRepo } from './reviews.repo';

export interface CatalogueServiceDeps {
  db: Knex;
  courses: CoursesRepo;
  learning: LearningRepo;
  reviews: ReviewsRepo;
  /** The caller's enrollment as "my courses" shows it (the learning service owns that view). */
  enrollmentDto: (userId: number, enrollmentId: number) => Promise<CoachingEnrollmentDto>;
  now: () => Date;
}

/** The coach of the course and administrators see a course before it is published; everyone else gets 404. */
export const mayAuthor = (actor: Actor | undefined, course: { coach_user_id: number }): boolean =>
  actor !== undefined && (actor.id === course.coach_user_id || isAdministrator(actor.roles));

/** 402 for a paid course: the house error envelope with the product to put in the basket. */
export class PaymentRequiredError extends HttpError {
  constructor(readonly product: { id: number; slug: string; title: string; currency: string; listPriceMinor: number; yourPriceMinor: number }) {
    super(402, COACHING_MESSAGES.paymentRequired, undefined, 'payment-required');
  }
}

export interface ReviewInput {
  rating: number;
  body?: string;
}

export function createCatalogueService(deps: CatalogueServiceDeps) {
  const { db, courses, learning, reviews } = deps;
  // Simultaneous identical catalogue reads share one statement, as the job search does (jobs/coalesce.ts: nothing
  // outlives the read). The page is the same for everyone; each caller's price and progress are added after.
  const coalesce = createCoalescer();

  async function memberDiscountOf(actor: Actor | undefined): Promise<boolean> {
    if (!actor) return false;
    const user = await db('users').where({ id: actor.id }).first('membership', 'roles');
    return !!user && hasMemberDiscount({ membership: user.membership, roles: user.roles });
  }

  async function visibleCourse(slug: string, actor: Actor | undefined): Promise<CourseView> {
    const course = await courses.bySlug(slug);
    if (!course || (!course.published && !mayAuthor(actor, course))) throw notFound(COACHING_MESSAGES.courseNotFound);
    return course;
  }

  async function enrolledOrForbidden(course: CourseView, actor: Actor) {
    const enrollment = await learning.enrollmentOf(actor.id, course.id);
    if (!enrollment) throw forbidden(COACHING_MESSAGES.enrollToReview);
    return enrollment;
  }

  function checkedReview(input: ReviewInput): { rating: number; body: string } {
    const body = (input.body ?? '').trim();
    const errors: Record<string, string> = {};
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) errors.rating = COACHING_MESSAGES.ratingRange;
    if (body.length > COACHING_LIMITS.reviewMaxLength) errors.body = COACHING_MESSAGES.reviewTooLong;
    if (Object.keys(errors).length > 0) throw new HttpError(422, COACHING_MESSAGES.checkReview, errors);
    return { rating: input.rating, body };
  }

  async function reviewDto(id: number, viewerUserId: number): Promise<CoachingReviewDto> {
    return toReview((await reviews.byId(id))!, viewerUserId);
  }

  return {
    /** `GET /coaching/courses`: published courses, newest first; the caller's price and progress when signed in. */
    async catalogue(actor: Actor | undefined, filters: CatalogueFilters): Promise<{ data: CoachingCourseCardDto[]; total: number }> {
      const key = JSON.stringify([filters.offset, filters.limit, filters.category ?? '', filters.level ?? '', filters.language ?? '', filters.search?.trim() ?? '']);
      const [page, discount] = await Promise.all([coalesce(key, () => courses.catalogue(filters)), memberDiscountOf(actor)]);
      const enrollments = actor ? await learning.enrollmentsIn(actor.id, page.rows.map((row) => row.id)) : new Map();
      const progress = await learning.progressOf([...enrollments.values()].map((enrollment) => enrollment.id));
      const data = page.rows.map((course) => {
        const enrollment = enrollments.get(course.id);
        return toCard(course, discount, enrollment && { id: enrollment.id, progress: progress.get(enrollment.id)! });
      });
      return { data, total: page.total };
    },

    /** `GET /coaching/courses/{slug}`: the outline without lesson bodies, reviews, and what the caller may do next. */
    async detail(actor: Actor | undefined, slug: string): Promise<CoachingCourseDetailDto> {
      const course = await visibleCourse(slug, actor);
      const [discount, enrollment, outline, reviewRows] = await Promise.all([
        memberDiscountOf(actor),
        actor ? learning.enrollmentOf(actor.id, course.id) : Promise.resolve(undefined),
        learning.outline(course.id),
        reviews.ofCourse(course.id, actor?.id),
      ]);
      const [completed, progress] = enrollment
        ? await Promise.all([learning.completedLessonIds(enrollment.id), learning.progressOf([enrollment.id])])
        : [new Set<number>(), new Map()];
      const modules = outline.map((module) => ({
        id: module.id,
        title: module.title,
        position: module.position,
        lessons: module.lessons.map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          position: lesson.position,
          durationMinutes: lesson.duration_minutes,
          isPreview: lesson.is_preview,
          isRequired: lesson.is_required,
          hasVideo: lesson.has_video,
          hasQuiz: lesson.has_quiz,
          completed: completed.has(lesson.id),
        })),
      }));
      const nextLesson = enrollment ? modules.flatMap((module) => module.lessons).find((lesson) => !lesson.completed) : undefined;
      return {
        ...toCard(course, discount, enrollment && { id: enrollment.id, progress: progress.get(enrollment.id)! }),
        description: course.description,
        modules,
        reviews: reviewRows.map((row) => toReview(row, actor?.id)),
        canReview: enrollment !== undefined,
        nextLessonId: nextLesson?.id ?? null,
      };
    },

    /**
     * `POST /coaching/courses/{slug}/enroll`: a free course enrolls at once (201, or 200 when already enrolled); a
     * paid one answers 402 with its product, and the paid order's fulfilment enrolls the buyer (order-enrollment.ts).
     */
    async enroll(actor: Actor, slug: string): Promise<{ created: boolean; enrollment: CoachingEnrollmentDto }> {
      const course = await visibleCourse(slug, actor);
      const existing = await learning.enrollmentOf(actor.id, course.id);
      if (existing) return { created: false, enrollment: await deps.enrollmentDto(actor.id, existing.id) };
      if (isPaid(course)) {
        const price = toPrice(course, await memberDiscountOf(actor))!;
        throw new PaymentRequiredError({ id: price.productId, slug: price.productSlug, title: course.product_title ?? course.title, currency: price.currency, listPriceMinor: price.listPriceMinor, yourPriceMinor: price.yourPriceMinor });
      }
      const created = await learning.enroll({ course_id: course.id, user_id: actor.id, source: 'free', enrolled_at: deps.now() });
      const enrollment = (await learning.enrollmentOf(actor.id, course.id))!;
      return { created, enrollment: await deps.enrollmentDto(actor.id, enrollment.id) };
    },

    /** `POST /coaching/courses/{slug}/reviews`: enrolled learners only (403), one each (409: edit it instead). */
    async createReview(actor: Actor, slug: string, input: ReviewInput): Promise<CoachingReviewDto> {
      const course = await visibleCourse(slug, actor);
      await enrolledOrForbidden(course, actor);
      const review = checkedReview(input);
      const id = await reviews.insert({ course_id: course.id, user_id: actor.id, ...review, created_at: deps.now() });
      if (id === null) throw new HttpError(409, COACHING_MESSAGES.alreadyReviewed);
      return reviewDto(id, actor.id);
    },

    /** `PUT /coaching/courses/{slug}/reviews`: changes the caller's own review (404 before they wrote one). */
    async updateReview(actor: Actor, slug: string, input: ReviewInput): Promise<CoachingReviewDto> {
      const course = await visibleCourse(slug, actor);
      await enrolledOrForbidden(course, actor);
      const review = checkedReview(input);
      const id = await reviews.update(course.id, actor.id, { ...review, updated_at: deps.now() });
      if (id === null) throw notFound(COACHING_MESSAGES.reviewNotFound);
      return reviewDto(id, actor.id);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
