import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { AppSettings } from '../../app';
import { createThrottle } from '../../lib/throttle';
import type { Mailer } from '../../mail';
import { createEmployersRepo } from '../employers/employers.repo';
import { createEventsRepo } from '../events/events.repo';
import { createUsersRepo } from '../users/users.repo';
import { registerAuthRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createGoogleVerifier } from './google-verifier';
import { createLoginAttemptsRepo } from './login-attempts.repo';
import { createResetTokensRepo } from './reset-tokens.repo';
import { createEmailVerificationRepo } from './email-verification.repo';
import { registerEmailVerificationRoutes } from './email-verification.routes';
import { createEmailVerificationService } from './email-verification.service';

export type AuthService = ReturnType<typeof createAuthService>;

/** Returns the service so the admin area can send a user the same reset e-mail as the lost-password form. */
export function createAuthModule(
  app: FastifyInstance,
  deps: { db: Knex; mailer: Mailer; config: AppSettings; now: () => Date },
): AuthService {
  const throttle = createThrottle(deps.db, deps.now);
  const events = createEventsRepo(deps.db);
  const verification = createEmailVerificationService({
    db: deps.db,
    repo: createEmailVerificationRepo(deps.db),
    events,
    throttle,
    mailer: deps.mailer,
    secret: deps.config.jwtSecret,
    publicWebUrl: deps.config.publicWebUrl,
    now: deps.now,
    log: app.log,
  });
  const service = createAuthService({
    db: deps.db,
    users: createUsersRepo(deps.db),
    employers: createEmployersRepo(deps.db),
    loginAttempts: createLoginAttemptsRepo(deps.db),
    resetTokens: createResetTokensRepo(deps.db),
    events,
    throttle,
    mailer: deps.mailer,
    google: createGoogleVerifier({ clientIds: deps.config.googleClientIds, jwksUrl: deps.config.googleJwksUrl }),
    issueToken: (payload) => app.issueToken(payload),
    publicWebUrl: deps.config.publicWebUrl,
    now: deps.now,
    verification,
  });
  registerAuthRoutes(app, service);
  registerEmailVerificationRoutes(app, verification);
  return service;
}
