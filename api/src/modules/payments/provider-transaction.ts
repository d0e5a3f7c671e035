import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/**
 * The checkout transaction a provider's createCheckout runs inside. Only the sandbox uses it: its side lives in our
 * own database, so its hosted-checkout row joins that transaction (a rolled-back checkout leaves no page behind)
 * instead of asking for a second connection, which on PGlite (one connection) would wait forever.
 */
const scope = new AsyncLocalStorage<Knex.Transaction>();

export const runInCheckoutTransaction = <T>(trx: Knex.Transaction, work: () => Promise<T>): Promise<T> => scope.run(trx, work);

export const currentCheckoutTransaction = (): Knex.Transaction | undefined => scope.getStore();
