import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { errorResponses, IdParam, MessageResponse } from '../../../lib/schemas';
import { readMultipartParts } from '../../media/multipart-upload';
import {
  ATTACHMENT_DESCRIPTION,
  AttachmentParams,
  AttachmentResponse,
  CoachesResponse,
  CourseBody,
  CourseDetailResponse,
  CourseListQuery,
  CourseListResponse,
  LearnersResponse,
  LessonBody,
  LessonResponse,
  ModuleBody,
  ModuleChangeBody,
  ModuleResponse,
  PagingQuery,
  QuizBody,
  QuizResponse,
} from './authoring.schemas';
import { ATTACHMENT_MULTIPART_LIMITS, AUTHORING_RESULT_MESSAGES, type AuthoringService } from './authoring.service';

const tags = ['coaching-admin'];
/** Coaches (their own courses) and administrators (all): someone else's course answers 404. */
const authors = { permission: 'author_courses' } as const;
const administrators = { roles: ['administrator'] } as const;

/** docs/coaching.md "Authoring": courses, modules, lessons, files and quizzes, and the learners' progress. */
export function registerAuthoringRoutes(instance: FastifyInstance, service: AuthoringService): void {
  instance.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: ATTACHMENT_MULTIPART_LIMITS });
    scope.withTypeProvider<TypeBoxTypeProvider>().route({
      method: 'POST',
      url: API.coachingAdminLessonAttachments,
      config: { policy: authors },
      schema: {
        tags,
        operationId: 'addCoachingLessonAttachment',
        summary: 'Attach a file (PDF or picture) to a lesson',
        description: ATTACHMENT_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: IdParam,
        response: { 201: AttachmentResponse, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
      handler: async (request, reply) => {
        const upload = await readMultipartParts(request, ATTACHMENT_MULTIPART_LIMITS, 'file and title');
        return reply.status(201).send({ success: true as const, data: await service.addAttachment(request.actor!, request.params.id, upload) });
      },
    });
  });

  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.coachingAdminCourses,
    config: { policy: authors, cacheTtl: false },
    schema: { tags, operationId: 'getCoachingAdminCourses', summary: "The caller's courses (administrators: all), last changed first", querystring: CourseListQuery, response: { 200: CourseListResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request) => ({ success: true as const, ...(await service.list(request.actor!, request.query)) }),
  });

  app.route({
    method: 'POST',
    url: API.coachingAdminCourses,
    config: { policy: authors },
    schema: {
      tags,
      operationId: 'createCoachingCourse',
      summary: 'Create a course (unpublished); a price creates its shop product',
      body: CourseBody,
      response: { 201: CourseDetailResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request, reply) => reply.status(201).send({ success: true as const, data: await service.create(request.actor!, request.body) }),
  });

  app.route({
    method: 'GET',
    url: API.coachingAdminCourse,
    config: { policy: authors, cacheTtl: false },
    schema: { tags, operationId: 'getCoachingAdminCourse', summary: 'A course with its modules, lessons, files and quizzes (right answers included)', params: IdParam, response: { 200: CourseDetailResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, data: await service.detail(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'PUT',
    url: API.coachingAdminCourse,
    config: { policy: authors },
    schema: {
      tags,
      operationId: 'updateCoachingCourse',
      summary: 'Change a course; its shop product follows the price and the published flag',
      params: IdParam,
      body: CourseBody,
      response: { 200: CourseDetailResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, data: await service.update(request.actor!, request.params.id, request.body) }),
  });

  app.route({
    method: 'DELETE',
    url: API.coachingAdminCourse,
    config: { policy: authors },
    schema: { tags, operationId: 'deleteCoachingCourse', summary: 'Delete a course nobody is enrolled in (409 otherwise)', params: IdParam, response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request) => {
      await service.remove(request.actor!, request.params.id);
      return { success: true as const, message: AUTHORING_RESULT_MESSAGES.courseDeleted };
    },
  });

  app.route({
    method: 'GET',
    url: API.coachingAdminCourseLearners,
    config: { policy: authors, cacheTtl: false },
    schema: { tags, operationId: 'getCoachingCourseLearners', summary: 'The learners of a course with their progress, newest first', params: IdParam, querystring: PagingQuery, response: { 200: LearnersResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, ...(await service.learners(request.actor!, request.params.id, request.query)) }),
  });

  app.route({
    method: 'POST',
    url: API.coachingAdminModules,
    config: { policy: authors },
    schema: { tags, operationId: 'createCoachingModule', summary: 'Add a module at the end of a course', params: IdParam, body: ModuleBody, response: { 201: ModuleResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    handler: async (request, reply) => reply.status(201).send({ success: true as const, data: await service.addModule(request.actor!, request.params.id, request.body.title) }),
  });

  app.route({
    method: 'PUT',
    url: API.coachingAdminModule,
    config: { policy: authors },
    schema: { tags, operationId: 'updateCoachingModule', summary: 'Rename a module and/or move it (0-based position)', params: IdParam, body: ModuleChangeBody, response: { 200: ModuleResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    handler: async (request) => ({ success: true as const, data: await service.updateModule(request.actor!, request.params.id, request.body) }),
  });

  app.route({
    method: 'DELETE',
    url: API.coachingAdminModule,
    config: { policy: authors },
    schema: { tags, operationId: 'deleteCoachingModule', summary: 'Delete a module and its lessons', params: IdParam, response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      await service.removeModule(request.actor!, request.params.id);
      return { success: true as const, message: AUTHORING_RESULT_MESSAGES.moduleDeleted };
    },
  });

  app.route({
    method: 'POST',
    url: API.coachingAdminLessons,
    config: { policy: authors },
    schema: { tags, operationId: 'createCoachingLesson', summary: 'Add a lesson to a module (body sanitised; YouTube or Vimeo video only)', body: LessonBody, response: { 201: LessonResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    handler: async (request, reply) => reply.status(201).send({ success: true as const, data: await service.addLesson(request.actor!, request.body) }),
  });

  app.route({
    method: 'PUT',
    url: API.coachingAdminLesson,
    config: { policy: authors },
    schema: {
      tags,
      operationId: 'updateCoachingLesson',
      summary: 'Change a lesson; moduleId moves it within the course, position within its module',
      params: IdParam,
      body: LessonBody,
      response: { 200: LessonResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, data: await service.updateLesson(request.actor!, request.params.id, request.body) }),
  });

  app.route({
    method: 'DELETE',
    url: API.coachingAdminLesson,
    config: { policy: authors },
    schema: { tags, operationId: 'deleteCoachingLesson', summary: 'Delete a lesson with its quiz and files', params: IdParam, response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      await service.removeLesson(request.actor!, request.params.id);
      return { success: true as const, message: AUTHORING_RESULT_MESSAGES.lessonDeleted };
    },
  });

  app.route({
    method: 'DELETE',
    url: API.coachingAdminLessonAttachment,
    config: { policy: authors },
    schema: { tags, operationId: 'deleteCoachingLessonAttachment', summary: 'Remove a file from a lesson', params: AttachmentParams, response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      await service.removeAttachment(request.actor!, request.params.id, request.params.mediaId);
      return { success: true as const, message: AUTHORING_RESULT_MESSAGES.attachmentRemoved };
    },
  });

  app.route({
    method: 'PUT',
    url: API.coachingAdminQuiz,
    config: { policy: authors },
    schema: {
      tags,
      operationId: 'putCoachingQuiz',
      summary: "Write a lesson's quiz as a whole (single choice: exactly one right answer; multiple: at least one)",
      params: IdParam,
      body: QuizBody,
      response: { 200: QuizResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, data: await service.putQuiz(request.actor!, request.params.id, request.body) }),
  });

  app.route({
    method: 'DELETE',
    url: API.coachingAdminQuiz,
    config: { policy: authors },
    schema: { tags, operationId: 'deleteCoachingQuiz', summary: "Delete a lesson's quiz", params: IdParam, response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => {
      await service.removeQuiz(request.actor!, request.params.id);
      return { success: true as const, message: AUTHORING_RESULT_MESSAGES.quizDeleted };
    },
  });

  app.route({
    method: 'GET',
    url: API.coachingAdminCoaches,
    config: { policy: administrators, cacheTtl: false },
    schema: { tags, operationId: 'getCoachingCoaches', summary: 'Who may run a course: coaches and administrators', response: { 200: CoachesResponse, ...errorResponses(401, 403) } },
    handler: async () => ({ success: true as const, data: await service.coaches() }),
  });
}
