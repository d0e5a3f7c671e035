import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, type ThreadSummaryDto } from '@fj/shared';
import { translateApiMessage } from '../../i18n/api-messages';
import { requestLocale } from '../../i18n/request-locale';
import { optionalActor } from '../../lib/optional-actor';
import { sendPdfAttachment } from '../../lib/pdf-attachment';
import { errorResponses, IdParam } from '../../lib/schemas';
import { FileResponse } from '../media/media.schemas';
import { ThreadResponse } from '../messages/messages.schemas';
import type { UsersRepo } from '../users/users.repo';
import { PaymentRequiredError, type CatalogueService } from './catalogue.service';
import { buildCertificatePdf, certificateFilename } from './certificate-pdf';
import { COACHING_MESSAGES } from './coaching-messages';
import {
  ATTEMPT_DESCRIPTION,
  AttemptBody,
  AttemptResponse,
  CatalogueQuery,
  CatalogueResponse,
  CertificateResponse,
  CodeParam,
  CourseQuery,
  DetailResponse,
  EnrollmentResponse,
  EnrollmentsResponse,
  LessonResponse,
  PaymentRequiredResponse,
  ReviewBody,
  ReviewResponse,
  SlugParam,
} from './coaching.schemas';
import type { LearningService } from './learning.service';

const tags = ['coaching'];
const signedIn = 'authenticated' as const;

export interface CoachingRoutesDeps {
  catalogue: CatalogueService;
  learning: LearningService;
  users: UsersRepo;
  /** Opens (or returns) the thread of a coaching enrollment through the messages module (docs/messages.md). */
  openThread: (userId: number, enrollmentId: number) => Promise<ThreadSummaryDto>;
}

/** The 402 of a paid course as the errors plugin would write it, with the product to buy. */
function sendPaymentRequired(request: FastifyRequest, reply: FastifyReply, error: PaymentRequiredError) {
  return reply.status(402).send({
    success: false as const,
    statusCode: 402,
    error: 'Payment Required',
    code: 'payment-required',
    message: translateApiMessage(error.message, requestLocale(request)),
    product: error.product,
  });
}

/** docs/coaching.md: the learner side of the Employability Hub. */
export function registerCoachingRoutes(instance: FastifyInstance, deps: CoachingRoutesDeps): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { catalogue, learning } = deps;

  app.route({
    method: 'GET',
    url: API.coachingCourses,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'getCoachingCourses',
      summary: 'Published courses, newest first, narrowed by category, level, language and title words; the caller’s price and progress when signed in',
      querystring: CatalogueQuery,
      response: { 200: CatalogueResponse, ...errorResponses(400) },
    },
    handler: async (request) => {
      const { offset = 0, limit = 12, category, level, language, search } = request.query;
      const actor = await optionalActor(request, deps.users);
      return { success: true as const, ...(await catalogue.catalogue(actor, { offset, limit, category, level, language, search })) };
    },
  });

  app.route({
    method: 'GET',
    url: API.coachingCourse,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'getCoachingCourse',
      summary: 'A published course: outline (no lesson bodies), coach, reviews, price; the caller’s enrollment and progress when signed in',
      params: SlugParam,
      querystring: CourseQuery,
      response: { 200: DetailResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await catalogue.detail(await optionalActor(request, deps.users), request.params.slug) }),
  });

  app.route({
    method: 'POST',
    url: API.coachingEnroll,
    config: { policy: signedIn },
    schema: {
      tags,
      operationId: 'enrollInCoachingCourse',
      summary: 'Enroll: a free course at once (201; 200 when already enrolled); a paid course answers 402 with the shop product to buy',
      params: SlugParam,
      response: { 200: EnrollmentResponse, 201: EnrollmentResponse, 402: PaymentRequiredResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      try {
        const { created, enrollment } = await catalogue.enroll(request.actor!, request.params.slug);
        return reply.status(created ? 201 : 200).send({ success: true as const, message: created ? COACHING_MESSAGES.enrolled : COACHING_MESSAGES.alreadyEnrolled, data: enrollment });
      } catch (error) {
        if (error instanceof PaymentRequiredError) return sendPaymentRequired(request, reply, error);
        throw error;
      }
    },
  });

  app.route({
    method: 'POST',
    url: API.coachingReviews,
    config: { policy: signedIn },
    schema: {
      tags,
      operationId: 'createCoachingReview',
      summary: 'Review a course: enrolled learners only (403), one each (409: edit it with PUT)',
      params: SlugParam,
      body: ReviewBody,
      response: { 201: ReviewResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ success: true as const, message: COACHING_MESSAGES.reviewSaved, data: await catalogue.createReview(request.actor!, request.params.slug, request.body) }),
  });

  app.route({
    method: 'PUT',
    url: API.coachingReviews,
    config: { policy: signedIn },
    schema: {
      tags,
      operationId: 'updateCoachingReview',
      summary: "Change the caller's own review of a course (404 before they wrote one)",
      params: SlugParam,
      body: ReviewBody,
      response: { 200: ReviewResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, message: COACHING_MESSAGES.reviewSaved, data: await catalogue.updateReview(request.actor!, request.params.slug, request.body) }),
  });

  app.route({
    method: 'GET',
    url: API.coachingEnrollments,
    config: { policy: signedIn, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getMyCoachingEnrollments',
      summary: "The caller's courses, newest enrollment first: progress, where to continue, the certificate and the coach conversation",
      response: { 200: EnrollmentsResponse, ...errorResponses(401) },
    },
    handler: async (request) => ({ success: true as const, ...(await learning.mine(request.actor!)) }),
  });

  app.route({
    method: 'POST',
    url: API.coachingEnrollmentThread,
    config: { policy: signedIn },
    schema: {
      tags,
      operationId: 'openCoachingThread',
      summary: "Opens (or returns) the conversation of an enrollment with the course's coach: the learner or the coach; 404 for anyone else",
      params: IdParam,
      response: { 200: ThreadResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await deps.openThread(request.actor!.id, request.params.id) }),
  });

  app.route({
    method: 'GET',
    url: API.coachingCertificatePdf,
    config: { policy: signedIn, cacheTtl: false },
    schema: {
      tags,
      operationId: 'getCoachingCertificatePdf',
      summary: "The certificate of the caller's enrollment as a PDF, with its code and verification address as text and QR code (409 until complete)",
      params: IdParam,
      response: { 200: FileResponse('The certificate PDF, as an attachment'), ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request, reply) => {
      const certificate = await learning.ownCertificate(request.actor!, request.params.id);
      return sendPdfAttachment(reply, certificateFilename(certificate.code), await buildCertificatePdf(certificate));
    },
  });

  app.route({
    method: 'GET',
    url: API.coachingLesson,
    // Preview lessons are open to visitors; the rest to enrolled learners and the course's authors.
    config: { policy: 'public', cacheTtl: false },
    schema: {
      tags,
      operationId: 'getCoachingLesson',
      summary: 'A lesson: enrolled learners, or anyone for a preview lesson (401/403 otherwise); its quiz without the right answers',
      params: IdParam,
      response: { 200: LessonResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await learning.lesson(await optionalActor(request, deps.users), request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: API.coachingLessonComplete,
    config: { policy: signedIn },
    schema: {
      tags,
      operationId: 'completeCoachingLesson',
      summary: 'Mark a lesson complete: enrolled learners only (403); a lesson with a quiz completes when the quiz is passed (409 before)',
      params: IdParam,
      response: { 200: LessonResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ success: true as const, message: COACHING_MESSAGES.lessonCompleted, data: await learning.completeLesson(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: API.coachingQuizAttempts,
    config: { policy: signedIn },
    schema: {
      tags,
      operationId: 'attemptCoachingQuiz',
      summary: 'Submit answers to a quiz; the marked attempt comes back with the right answers',
      description: ATTEMPT_DESCRIPTION,
      params: IdParam,
      body: AttemptBody,
      response: { 201: AttemptResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => reply.status(201).send({ success: true as const, data: await learning.attempt(request.actor!, request.params.id, request.body.answers) }),
  });

  app.route({
    method: 'GET',
    url: API.coachingCertificate,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'getCoachingCertificate',
      summary: 'Verify a certificate: learner, course, coach and date, or 404 for a code nobody was issued',
      params: CodeParam,
      response: { 200: CertificateResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await learning.publicCertificate(request.params.code) }),
  });
}
