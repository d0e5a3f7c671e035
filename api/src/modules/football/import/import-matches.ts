import type { Knex } from 'knex';
import { slugify } from '../../../lib/slug';
import type { ParsedMatch, ParsedMatchFile } from './football-json';

export interface ImportReport {
  file: string;
  competition: { name: string; slug: string; created: boolean };
  season: string;
  clubs: { added: number; existing: number; addedNames: string[] };
  matches: { added: number; updated: number; unchanged: number };
}

interface MatchRow {
  id: number;
  round: string;
  match_date: string | Date;
  kick_off: string;
  home_club_id: number;
  away_club_id: number;
  ft_home: number | null;
  ft_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  status: string;
}

const COUNTRY_BY_ADJECTIVE: Record<string, string> = {
  english: 'gb-eng', scottish: 'gb-sct', welsh: 'gb-wls', german: 'de', deutsche: 'de', spanish: 'es', italian: 'it',
  french: 'fr', dutch: 'nl', portuguese: 'pt', austrian: 'at', belgian: 'be', turkish: 'tr', greek: 'gr', swiss: 'ch',
};

const competitionKind = (name: string) => (/\bcup\b|\bpokal\b|\bcopa\b|\bcoupe\b/i.test(name) ? 'cup' : /\bchampions league\b|\beuropa\b|\bworld\b|\beuro\b/i.test(name) ? 'international' : 'league');
const countryOf = (name: string) => COUNTRY_BY_ADJECTIVE[name.split(/\s+/)[0]!.toLowerCase()] ?? '';
/** "Manchester City FC" → "Manchester City" for tight columns. */
const shortNameOf = (name: string) => name.replace(/^(AFC|FC|SC|SV|VfB|VfL|TSG|1\. ?FC|CF)\s+|\s+(AFC|FC|SC|CF)$/gi, '').trim() || name;
const dateText = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

async function uniqueSlugs(trx: Knex.Transaction, table: string, names: string[]): Promise<Map<string, string>> {
  const bases = names.map((name) => slugify(name));
  const taken = new Set<string>(
    (await trx(table).whereIn('slug', bases).orWhere((q) => bases.forEach((base) => q.orWhere('slug', 'like', `${base}-%`))).pluck('slug')) as string[],
  );
  const result = new Map<string, string>();
  names.forEach((name, index) => {
    const base = bases[index]!;
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    result.set(name, slug);
  });
  return result;
}

async function findOrCreateCompetition(trx: Knex.Transaction, name: string) {
  const existing = await trx('competitions').where({ name }).first<{ id: number; slug: string } | undefined>('id', 'slug');
  if (existing) return { ...existing, created: false };
  const slug = (await uniqueSlugs(trx, 'competitions', [name])).get(name)!;
  const [row] = await trx('competitions').insert({ name, slug, country: countryOf(name), kind: competitionKind(name) }).returning(['id', 'slug']);
  return { id: row.id as number, slug: row.slug as string, created: true };
}

async function findOrCreateSeason(trx: Knex.Transaction, name: string, startYear: number): Promise<number> {
  await trx('seasons').insert({ name, start_year: startYear }).onConflict('name').ignore();
  return (await trx('seasons').where({ name }).first<{ id: number }>('id')).id;
}

async function findOrCreateCompetitionSeason(trx: Knex.Transaction, competitionId: number, seasonId: number): Promise<number> {
  await trx('competition_seasons').insert({ competition_id: competitionId, season_id: seasonId }).onConflict(['competition_id', 'season_id']).ignore();
  return (await trx('competition_seasons').where({ competition_id: competitionId, season_id: seasonId }).first<{ id: number }>('id')).id;
}

/** Clubs are matched by exact name; missing ones are created with a unique slug. */
async function clubIdsFor(trx: Knex.Transaction, names: string[], country: string) {
  const rows = await trx('clubs').whereIn('name', names).select<{ id: number; name: string }[]>('id', 'name');
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  const missing = names.filter((name) => !ids.has(name)).sort();
  if (missing.length > 0) {
    const slugs = await uniqueSlugs(trx, 'clubs', missing);
    const inserted = await trx('clubs')
      .insert(missing.map((name) => ({ name, short_name: shortNameOf(name), slug: slugs.get(name), country })))
      .returning<{ id: number; name: string }[]>(['id', 'name']);
    for (const row of inserted) ids.set(row.name, row.id);
  }
  return { ids, added: missing };
}

function matchValues(match: ParsedMatch) {
  return {
    match_date: match.date,
    kick_off: match.time,
    ft_home: match.ft?.[0] ?? null,
    ft_away: match.ft?.[1] ?? null,
    ht_home: match.ht?.[0] ?? null,
    ht_away: match.ht?.[1] ?? null,
    status: match.ft ? 'finished' : 'scheduled',
  };
}

function sameMatch(row: MatchRow, values: ReturnType<typeof matchValues>): boolean {
  return (
    dateText(row.match_date) === values.match_date &&
    row.kick_off === values.kick_off &&
    row.ft_home === values.ft_home &&
    row.ft_away === values.ft_away &&
    row.ht_home === values.ht_home &&
    row.ht_away === values.ht_away &&
    row.status === values.status
  );
}

/**
 * Writes one parsed file in one transaction: the competition, season and clubs it names, then every match
 * (added, updated when its date, time or score changed, or left unchanged). Importing the same file again
 * changes nothing. Matches already stored but missing from the file are kept (a file may be partial).
 */
/** `afterImport` runs inside the import's transaction (the admin upload writes its audit row there). */
export async function importMatchFile(knex: Knex, parsed: ParsedMatchFile, afterImport?: (trx: Knex.Transaction, report: ImportReport) => Promise<void>): Promise<ImportReport> {
  return knex.transaction(async (trx) => {
    // One import at a time: two files naming the same new club would otherwise both create it (names and slugs are unique).
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('football-import'))");
    const competition = await findOrCreateCompetition(trx, parsed.competition);
    const seasonId = await findOrCreateSeason(trx, parsed.season, parsed.startYear);
    const competitionSeasonId = await findOrCreateCompetitionSeason(trx, competition.id, seasonId);
    const names = [...new Set(parsed.matches.flatMap((match) => [match.home, match.away]))];
    const clubs = await clubIdsFor(trx, names, countryOf(parsed.competition));

    const existing = await trx('matches').where({ competition_season_id: competitionSeasonId }).select<MatchRow[]>('*');
    const byKey = new Map(existing.map((row) => [`${row.round}\u0000${row.home_club_id}\u0000${row.away_club_id}`, row]));
    const toInsert: Record<string, unknown>[] = [];
    let updated = 0;
    let unchanged = 0;
    for (const match of parsed.matches) {
      const home = clubs.ids.get(match.home)!;
      const away = clubs.ids.get(match.away)!;
      const values = matchValues(match);
      const row = byKey.get(`${match.round}\u0000${home}\u0000${away}`);
      if (!row) {
        toInsert.push({ competition_season_id: competitionSeasonId, round: match.round, home_club_id: home, away_club_id: away, ...values });
      } else if (sameMatch(row, values)) {
        unchanged += 1;
      } else {
        await trx('matches').where({ id: row.id }).update({ ...values, updated_at: trx.fn.now() });
        updated += 1;
      }
    }
    for (let start = 0; start < toInsert.length; start += 500) await trx('matches').insert(toInsert.slice(start, start + 500));

    const report: ImportReport = {
      file: parsed.file,
      competition: { name: parsed.competition, slug: competition.slug, created: competition.created },
      season: parsed.season,
      clubs: { added: clubs.added.length, existing: names.length - clubs.added.length, addedNames: clubs.added },
      matches: { added: toInsert.length, updated, unchanged },
    };
    if (afterImport) await afterImport(trx, report);
    return report;
  });
}
