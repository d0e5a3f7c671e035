import type { Knex } from 'knex';
import { seedDemo } from '@fj/seeds';
import { hashPassword } from '../lib/passwords';
import { renderSvgToPng } from '../lib/render-svg';
import type { Storage } from '../storage';
import { signUnsignedJobs } from '../modules/moderation';

/** Seeds the demo data only into an empty database, so a restart never duplicates or overwrites real data. */
export async function seedDemoIfEmpty(knex: Knex, storage?: Storage): Promise<boolean> {
  const row = await knex('users').count<{ count: string | number }[]>({ count: '*' }).first();
  if (Number(row?.count ?? 0) > 0) return false;
  await seedDemo(knex, { hashPassword, storeFile: storage && ((key, bytes, mime) => storage.put(key, bytes, mime)), renderPng: renderSvgToPng });
  // The near-duplicate detector compares with the demo jobs too (docs/moderation.md); the seed cannot hash them itself.
  await signUnsignedJobs(knex);
  return true;
}
