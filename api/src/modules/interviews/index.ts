import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { addressOf } from './interview-invite';
import { createInterviewsRepo } from './interviews.repo';
import { registerInterviewsRoutes } from './interviews.routes';
import { createInterviewsService } from './interviews.service';

export { interviewRemindersTask, sendDueInterviewReminders } from './interview-reminders';

export interface InterviewsModuleDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  /** The platform's From (`Name <address>`): its address is the ORGANIZER of invites. */
  mailFrom?: string;
  /** Host of the invites' UIDs; default the public web URL's host. */
  mailDomain?: string;
  now?: () => Date;
}

export function createInterviewsModule(app: FastifyInstance, deps: InterviewsModuleDeps): void {
  const mailDomain = deps.mailDomain ?? new URL(deps.publicWebUrl).hostname;
  registerInterviewsRoutes(
    app,
    createInterviewsService({
      db: deps.db,
      repo: createInterviewsRepo(deps.db),
      mailer: deps.mailer,
      log: app.log,
      now: deps.now ?? (() => new Date()),
      publicWebUrl: deps.publicWebUrl,
      organizerEmail: deps.mailFrom ? addressOf(deps.mailFrom).email : `no-reply@${mailDomain}`,
      mailDomain,
    }),
  );
}
