import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createEventsRepo } from '../events/events.repo';
import { createAlertsRepo } from './alerts.repo';
import { registerAlertsRoutes } from './alerts.routes';
import { createAlertsService } from './alerts.service';
import { createUnsubscribeTokens } from './unsubscribe-token';

export { runDueAlerts, type AlertRunDeps, type AlertRunSummary } from './alert-runner';
export { alertPeriod } from './alert-periods';
export { createUnsubscribeTokens } from './unsubscribe-token';

export interface AlertsModuleDeps {
  db: Knex;
  /** Server secret the unsubscribe links are signed with (the JWT secret). */
  secret: string;
}

export function createAlertsModule(app: FastifyInstance, deps: AlertsModuleDeps): void {
  registerAlertsRoutes(
    app,
    createAlertsService({
      db: deps.db,
      alerts: createAlertsRepo(deps.db),
      events: createEventsRepo(deps.db),
      tokens: createUnsubscribeTokens(deps.secret),
    }),
  );
}
