import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { knexBossDb } from './knex-boss-db';

/** A recurring piece of background work: pg-boss sends one job per cron slot across all processes. */
export interface ScheduledTask {
  name: string;
  /** Cron expression, evaluated in UTC. */
  cron: string;
  run(): Promise<unknown>;
  /** A run that takes longer than this is failed and left to the next slot. */
  expireInMinutes: number;
}

export interface BackgroundWorkOptions {
  db: Knex;
  tasks: readonly ScheduledTask[];
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** Postgres schema of pg-boss's own tables. */
  schema?: string;
  /** Take jobs from the queue in this process (default true); false only schedules. */
  work?: boolean;
}

export interface BackgroundWork {
  boss: PgBoss;
  stop(): Promise<void>;
}

// Processes that start at the same moment can collide while pg-boss creates its tables and queues; the loser of a
// deadlock or a duplicate insert simply tries again (every step is idempotent).
const RETRYABLE_CODES = new Set(['40P01', '23505', '42P07', '42710']);

async function retryingCollisions<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE_CODES.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}

/**
 * Starts the Postgres-backed queue (pg-boss, its tables in schema `pgboss`): creates a queue per task, schedules
 * it and works it. Every API process runs this; pg-boss makes sure each cron slot becomes one job, taken by one
 * process, and the tasks themselves are safe to run twice. State lives in Postgres, so restarts lose nothing.
 */
export async function startBackgroundWork(options: BackgroundWorkOptions): Promise<BackgroundWork> {
  // A PgBoss whose start failed cannot be started again, so a collision at start builds a fresh one.
  const boss = await retryingCollisions(async () => {
    const candidate = new PgBoss({ db: knexBossDb(options.db), schema: options.schema ?? 'pgboss', migrate: true, supervise: true, schedule: true });
    candidate.on('error', (error) => options.log.error({ err: error }, 'background queue error'));
    try {
      return await candidate.start();
    } catch (error) {
      await candidate.stop({ graceful: false, wait: true }).catch(() => undefined);
      throw error;
    }
  });

  for (const task of options.tasks) {
    const queue = { name: task.name, policy: 'standard' as const, retryLimit: 0, expireInSeconds: task.expireInMinutes * 60 };
    await retryingCollisions(() => boss.createQueue(task.name, queue));
    await retryingCollisions(() => boss.schedule(task.name, task.cron, {}, { tz: 'UTC' }));
    if (options.work === false) continue;
    await boss.work(task.name, { pollingIntervalSeconds: 5 }, async () => {
      const started = Date.now();
      const result = await task.run();
      options.log.info({ task: task.name, ms: Date.now() - started, result }, 'background task finished');
    });
  }

  return {
    boss,
    async stop() {
      // Waits for running tasks, then stops polling; the knex pool is the caller's to close afterwards.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
