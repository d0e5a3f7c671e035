import type { Knex } from 'knex';
import type { DemoAccount } from './demo-accounts';
import { slugify } from './slugify';

/** The user row of a demo account (its profile slug is its organisation's name for an employer); returns its id. */
export async function insertDemoUser(trx: Knex.Transaction, demo: DemoAccount, passwordHash: string): Promise<number> {
  const [row] = await trx('users')
    .insert({
      username: demo.username,
      email: demo.email,
      password_hash: passwordHash,
      display_name: demo.displayName,
      first_name: demo.firstName,
      last_name: demo.lastName,
      roles: demo.roles,
      profile_slug: slugify(demo.companyName ?? demo.displayName),
    })
    .returning(['id']);
  return row.id;
}
