import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CANDIDATE_ROLES, EMPLOYER_ROLES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import {
  AcceptBody,
  BookBody,
  EmployerListQuery,
  IcsQuery,
  InterviewIdParams,
  InterviewListResponse,
  InterviewResponse,
  MyListQuery,
  OtherTimesBody,
  ReasonBody,
  RequestBody,
  RescheduleBody,
  ScheduleBody,
} from './interviews.schemas';
import { INTERVIEW_MESSAGES, type InterviewsService } from './interviews.service';

const tags = ['interviews'];
/** The employer and its team (ownership checked in the service: another employer's interview answers 404). */
const employerSide = { roles: [...EMPLOYER_ROLES, 'administrator'] };
const candidateSide = { roles: CANDIDATE_ROLES };
const reasonOf = (body: { reason?: string }) => (body.reason ?? '').trim();

export function registerInterviewsRoutes(instance: FastifyInstance, service: InterviewsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.employerInterviews,
    config: { policy: employerSide },
    schema: {
      tags,
      operationId: 'scheduleInterview',
      summary: 'Offer 1 to 5 interview times for an application; the candidate is emailed to choose one (docs/interviews.md)',
      body: ScheduleBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, message: INTERVIEW_MESSAGES.scheduled, data: await service.schedule(request.actor!, request.body) }),
  });

  app.route({
    method: 'GET',
    url: API.employerInterviews,
    config: { policy: employerSide },
    schema: {
      tags,
      operationId: 'getEmployerInterviews',
      summary: "The employer's interviews, newest first, by application or job and status (data + total)",
      querystring: EmployerListQuery,
      response: { 200: InterviewListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { applicationId, jobId, status, offset, limit } = request.query;
      return { success: true as const, ...(await service.list(request.actor!, { applicationId, jobId, status, offset: offset ?? 0, limit: limit ?? 20 })) };
    },
  });

  app.route({
    method: 'POST',
    url: API.cancelInterview,
    config: { policy: employerSide },
    schema: {
      tags,
      operationId: 'cancelInterview',
      summary: 'Call an interview off; a booked one sends the calendar cancellation (METHOD:CANCEL)',
      params: InterviewIdParams,
      body: ReasonBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ success: true as const, data: await service.cancel(request.actor!, request.params.id, reasonOf(request.body)) }),
  });

  app.route({
    method: 'POST',
    url: API.rescheduleInterview,
    config: { policy: employerSide },
    schema: {
      tags,
      operationId: 'rescheduleInterview',
      summary: 'Offer new times (back to proposed, SEQUENCE + 1); a booked time is cancelled in the calendars',
      params: InterviewIdParams,
      body: RescheduleBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, data: await service.reschedule(request.actor!, request.params.id, request.body) }),
  });

  app.route({
    method: 'POST',
    url: API.acceptInterviewRequest,
    config: { policy: employerSide },
    schema: {
      tags,
      operationId: 'acceptInterviewRequest',
      summary: "Book one of a candidate's requested times (interviewers default to the caller)",
      params: InterviewIdParams,
      body: AcceptBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, message: INTERVIEW_MESSAGES.booked, data: await service.accept(request.actor!, request.params.id, request.body) }),
  });

  app.route({
    method: 'POST',
    url: API.declineInterviewRequest,
    config: { policy: employerSide },
    schema: {
      tags,
      operationId: 'declineInterviewRequest',
      summary: "Decline a candidate's interview request, with a reason",
      params: InterviewIdParams,
      body: ReasonBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ success: true as const, data: await service.declineRequest(request.actor!, request.params.id, reasonOf(request.body)) }),
  });

  app.route({
    method: 'GET',
    url: API.myInterviews,
    config: { policy: candidateSide },
    schema: {
      tags,
      operationId: 'getMyInterviews',
      summary: "The candidate's interviews, newest first (data + total)",
      querystring: MyListQuery,
      response: { 200: InterviewListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { status, offset, limit } = request.query;
      return { success: true as const, ...(await service.mine(request.actor!, { status, offset: offset ?? 0, limit: limit ?? 20 })) };
    },
  });

  app.route({
    method: 'POST',
    url: API.bookInterview,
    config: { policy: candidateSide },
    schema: {
      tags,
      operationId: 'bookInterview',
      summary: 'Book one offered time: moves the application to 1st (or 2nd) Interview; 409 when the interview or an interviewer is taken',
      params: InterviewIdParams,
      body: BookBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, message: INTERVIEW_MESSAGES.booked, data: await service.book(request.actor!, request.params.id, request.body.slot) }),
  });

  app.route({
    method: 'POST',
    url: API.declineInterview,
    config: { policy: candidateSide },
    schema: {
      tags,
      operationId: 'declineInterview',
      summary: 'Decline the offered interview, with a reason',
      params: InterviewIdParams,
      body: ReasonBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ success: true as const, data: await service.decline(request.actor!, request.params.id, reasonOf(request.body)) }),
  });

  app.route({
    method: 'POST',
    url: API.askOtherTimes,
    config: { policy: candidateSide },
    schema: {
      tags,
      operationId: 'askOtherInterviewTimes',
      summary: 'Ask the employer for other times (the employer then reschedules)',
      params: InterviewIdParams,
      body: OtherTimesBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ success: true as const, data: await service.askOtherTimes(request.actor!, request.params.id, (request.body.message ?? '').trim()) }),
  });

  app.route({
    method: 'POST',
    url: API.requestInterview,
    config: { policy: candidateSide, feature: 'createInterview' },
    schema: {
      tags,
      operationId: 'requestInterview',
      summary: '§6 Create an interview (Unlimited membership): propose 1 to 3 times for your application; lower tiers get 402 membership-required',
      body: RequestBody,
      response: { 200: InterviewResponse, ...errorResponses(400, 401, 402, 403, 404, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, data: await service.request(request.actor!, request.body) }),
  });

  app.route({
    method: 'GET',
    url: API.interviewIcs,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getInterviewIcs',
      summary: 'The interview as an iCalendar file (RFC 5545): REQUEST while booked, CANCEL after; participants only, others 404',
      params: InterviewIdParams,
      querystring: IcsQuery,
      response: { 200: { type: 'string', description: 'text/calendar' }, ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const file = await service.calendar(request.actor!, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  });
}
