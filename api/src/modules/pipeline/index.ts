import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { deliverOutboundEmails } from './outbound-emails';
import { createPipelineRepo } from './pipeline.repo';
import { registerPipelineRoutes } from './pipeline.routes';
import { createPipelineService } from './pipeline.service';

export { PIPELINE_API } from './paths';
export { deliverOutboundEmails } from './outbound-emails';
export { renderTemplateMail } from './rejection-mail';
export { INTERVIEW_BOOKED_REASON, INTERVIEW_TRANSITION_MESSAGES, moveApplicationForInterview, type InterviewTransition } from './interview-transition';

export function createPipelineModule(app: FastifyInstance, deps: { db: Knex; mailer: Mailer }): void {
  registerPipelineRoutes(app, createPipelineService({ db: deps.db, repo: createPipelineRepo(deps.db), mailer: deps.mailer, log: app.log }));
}

/** The queue's retry of outbound emails a crash or a mail outage left unsent (api/src/queue/tasks.ts). */
export function outboundEmailsTask(deps: { db: Knex; mailer: Mailer; log: { error(details: object, message: string): void } }) {
  return {
    name: 'outbound-emails',
    cron: '* * * * *',
    expireInMinutes: 5,
    run: () => deliverOutboundEmails(deps),
  };
}
