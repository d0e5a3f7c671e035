import type { ScheduledTask } from '../../queue/background-work';
import { createRetentionService, type RetentionDeps } from './retention.service';

/**
 * The daily retention run (docs/retention.md): notices, anonymisation of old applications, removal of unconfirmed
 * accounts. Safe in several processes at once: every pass claims its rows with SKIP LOCKED and marks them in the
 * same transaction.
 */
export function retentionTask(deps: RetentionDeps): ScheduledTask {
  const service = createRetentionService(deps);
  return {
    name: 'retention-daily',
    cron: '40 2 * * *',
    expireInMinutes: 120,
    run: () => service.run(),
  };
}
