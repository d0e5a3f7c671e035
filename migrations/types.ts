import type { Knex } from 'knex';

/** One migration step; the api's migration source runs them in the order of `migrations` in index.ts. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}
