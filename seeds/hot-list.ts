import type { Knex } from 'knex';
import { JOB_ROLES, REGIONS } from '@fj/shared';

/** Demo candidates on the hot list (docs/hot-list.md): this many paid generated ones, plus the `unlimited` account. */
export const HOT_LIST_GENERATED = 29;
/** Demo accounts given a public profile: `unlimited` is on the list, `subscriber` can join it in a journey. */
const DEMO_PROFILES = ['unlimited', 'subscriber'] as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * The hot list's demo entries: the first paid generated candidates with a public profile (their headline roles, their
 * country and a region or "World"), joined over the past six days so the weekly email has news, and `unlimited`.
 * Runs after the billing seed, whose memberships decide who may be listed.
 */
export async function seedHotList(trx: Knex.Transaction, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  for (const username of DEMO_PROFILES) {
    const user = await trx('users').where({ username }).first<{ id: number; display_name: string; email: string } | undefined>('id', 'display_name', 'email');
    if (!user) continue;
    await trx('candidate_profiles')
      .insert({ user_id: user.id, cand_name: user.display_name, cand_email: user.email, cand_country: 'gb-eng', cand_city: 'Manchester', cv_headline: 'Performance analyst · UEFA B · Manchester', cand_profile: 'pub' })
      .onConflict('user_id')
      .ignore();
  }

  const generated: { id: number; cand_headline: { value?: string }[]; cand_country: string }[] = await trx('users as u')
    .join('candidate_profiles as cp', 'cp.user_id', 'u.id')
    .where('u.username', 'like', 'seed-candidate-%')
    .whereNot('u.membership', 'FREE')
    .where('cp.cand_profile', 'pub')
    .orderBy('u.id')
    .limit(HOT_LIST_GENERATED)
    .select('u.id', 'cp.cand_headline', 'cp.cand_country');
  const unlimited = await trx('users').where({ username: 'unlimited' }).first<{ id: number } | undefined>('id');

  const rows = generated.map((person, index) => {
    const own = (person.cand_headline ?? []).map((tag) => tag.value).filter((value): value is string => !!value && JOB_ROLES.some((role) => role.value === value));
    const roles = own.length > 0 ? own.slice(0, 3) : [JOB_ROLES[index % JOB_ROLES.length]!.value];
    const region = index % 6 === 0 ? 'world' : REGIONS[1 + (index % (REGIONS.length - 1))]!.value;
    const joined = new Date(now.getTime() - (index + 1) * 5 * HOUR);
    return {
      user_id: person.id,
      available: true,
      available_from: isoDay(new Date(now.getTime() + (index % 4) * 7 * DAY)),
      roles: JSON.stringify(roles),
      regions: JSON.stringify([...new Set([person.cand_country, region].filter(Boolean))]),
      listed_at: joined,
      updated_at: joined,
    };
  });
  if (unlimited) {
    rows.unshift({
      user_id: unlimited.id,
      available: true,
      available_from: isoDay(now),
      roles: JSON.stringify(['performance-analyst', 'data-analyst']),
      regions: JSON.stringify(['gb-eng', 'europe']),
      listed_at: new Date(now.getTime() - 2 * HOUR),
      updated_at: new Date(now.getTime() - 2 * HOUR),
    });
  }
  if (rows.length > 0) await trx('hot_list_entries').insert(rows);
}
