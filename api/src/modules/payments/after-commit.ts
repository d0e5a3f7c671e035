import type { Knex } from 'knex';
import type { AfterCommit } from './contracts';

export interface AfterCommitLog {
  error(details: object, message: string): void;
}

/**
 * Work that must only happen once a transaction has committed (emails). Transactions the engine runs itself (the
 * webhook's) collect their work and run it before answering; for any other transaction the work waits for its
 * commit and is dropped on rollback.
 */
export function createAfterCommit(log: AfterCommitLog) {
  const queues = new WeakMap<Knex.Transaction, AfterCommit[]>();

  const runSafely = async (work: AfterCommit) => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, 'after-commit work failed');
    }
  };

  return {
    queue(trx: Knex.Transaction, work: AfterCommit): void {
      const collected = queues.get(trx);
      if (collected) {
        collected.push(work);
        return;
      }
      trx.executionPromise.then(
        () => runSafely(work),
        () => undefined,
      );
    },

    /** Runs `body` in a transaction, then the work queued on it (only when it committed). */
    async transaction<T>(db: Knex, body: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      const collected: AfterCommit[] = [];
      const result = await db.transaction(async (trx) => {
        queues.set(trx, collected);
        return body(trx);
      });
      for (const work of collected) await runSafely(work);
      return result;
    },
  };
}

export type AfterCommitQueue = ReturnType<typeof createAfterCommit>;
