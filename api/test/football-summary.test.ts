import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFootballJson } from '../src/modules/football/import';
import { createTestContext, type TestContext } from './helpers';
import { seeded } from './seeded-random';

/**
 * The stored football summaries (migration 20261129_0100; docs/football.md "Stored summaries") against the same
 * figures recomputed from the source rows: player_stat_lines from the appearances, competition_standings from the
 * matches. After the demo seed, then after a seeded run of random writes of every kind the triggers must follow
 * (appearances inserted, changed, moved to the other club, deleted; matches inserted, re-scored, turned back into
 * fixtures, moved to another competition season, deleted with their appearances), an import and an edit through
 * POST /update-player. Seeded, so a failure replays.
 */

let ctx: TestContext;

// Recomputed here on their own, not with the migration's SQL, so a mistake shared by both cannot hide.
const RECOMPUTED_LINES = `
  SELECT a.player_id, m.competition_season_id, a.club_id, count(*)::int AS apps, sum(CASE WHEN a.started THEN 1 ELSE 0 END)::int AS started,
         sum(a.minutes)::int AS minutes, sum(a.goals)::int AS goals, sum(a.assists)::int AS assists,
         sum(a.yellow_cards)::int AS yellow, sum(a.red_cards)::int AS red
    FROM player_appearances a JOIN matches m ON m.id = a.match_id
   GROUP BY 1, 2, 3`;
const RECOMPUTED_STANDINGS = `
  WITH entrants AS (
    SELECT competition_season_id, home_club_id AS club_id FROM matches UNION SELECT competition_season_id, away_club_id FROM matches
  ), results AS (
    SELECT competition_season_id, home_club_id AS club_id, ft_home AS gf, ft_away AS ga FROM matches WHERE status = 'finished'
    UNION ALL SELECT competition_season_id, away_club_id, ft_away, ft_home FROM matches WHERE status = 'finished'
  )
  SELECT e.competition_season_id, e.club_id,
         (SELECT count(*) FROM matches m WHERE m.competition_season_id = e.competition_season_id AND e.club_id IN (m.home_club_id, m.away_club_id))::int AS matches,
         count(r.club_id)::int AS played, count(*) FILTER (WHERE r.gf > r.ga)::int AS won, count(*) FILTER (WHERE r.gf = r.ga)::int AS drawn,
         count(*) FILTER (WHERE r.gf < r.ga)::int AS lost, COALESCE(sum(r.gf), 0)::int AS goals_for, COALESCE(sum(r.ga), 0)::int AS goals_against
    FROM entrants e LEFT JOIN results r ON r.competition_season_id = e.competition_season_id AND r.club_id = e.club_id
   GROUP BY 1, 2`;

const keyed = (rows: Record<string, unknown>[], key: (row: Record<string, unknown>) => string) =>
  Object.fromEntries(rows.map((row) => [key(row), Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]))]));

async function expectSummariesMatchSources() {
  const lineKey = (row: Record<string, unknown>) => `${row.player_id}/${row.competition_season_id}/${row.club_id}`;
  const stored = keyed((await ctx.knex.raw('SELECT player_id, competition_season_id, club_id, apps, started, minutes, goals, assists, yellow, red FROM player_stat_lines')).rows, lineKey);
  const recomputed = keyed((await ctx.knex.raw(RECOMPUTED_LINES)).rows, lineKey);
  expect(Object.keys(stored).length).toBeGreaterThan(0);
  expect(stored).toEqual(recomputed);
  const standingKey = (row: Record<string, unknown>) => `${row.competition_season_id}/${row.club_id}`;
  const standings = keyed((await ctx.knex.raw('SELECT competition_season_id, club_id, matches, played, won, drawn, lost, goals_for, goals_against FROM competition_standings')).rows, standingKey);
  expect(Object.keys(standings).length).toBeGreaterThan(0);
  expect(standings).toEqual(keyed((await ctx.knex.raw(RECOMPUTED_STANDINGS)).rows, standingKey));
}

beforeAll(async () => {
  ctx = await createTestContext();
}, 180_000);
afterAll(async () => ctx?.close());

describe('football summaries kept with their source rows', () => {
  it('hold what the demo seed wrote', async () => {
    await expectSummariesMatchSources();
  });

  it('match the appearances and matches after random writes, an import and an edit', async () => {
    const random = seeded(20261129);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const seasons = (await ctx.knex('competition_seasons').pluck('id')).map(Number);
    const clubs = (await ctx.knex('clubs').pluck('id')).map(Number);
    const players = (await ctx.knex('players').pluck('id')).map(Number);
    expect(seasons.length).toBeGreaterThan(1);

    const writes: Record<string, number> = {};
    for (let step = 0; step < 160; step += 1) {
      const roll = random();
      const kind = roll < 0.15 ? 'insert appearances' : roll < 0.3 ? 'update appearances' : roll < 0.4 ? 'delete appearances'
        : roll < 0.5 ? 'insert matches' : roll < 0.68 ? 'rescore matches' : roll < 0.75 ? 'unplay matches'
        : roll < 0.82 ? 'move matches' : roll < 0.88 ? 'delete matches' : 'update appearances and matches';
      writes[kind] = (writes[kind] ?? 0) + 1;
      const someMatches = async (n: number) => (await ctx.knex.raw('SELECT id, home_club_id, away_club_id FROM matches ORDER BY random() LIMIT ?', [n])).rows as { id: number; home_club_id: number; away_club_id: number }[];
      if (kind === 'insert appearances') {
        // Several players into several matches in one statement (the seeds' and the editor's shape).
        const matches = await someMatches(1 + Math.floor(random() * 4));
        const rows = matches.flatMap((match) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          player_id: pick(players), match_id: match.id, club_id: random() < 0.5 ? match.home_club_id : match.away_club_id, started: random() < 0.5,
          minutes: Math.floor(random() * 91), goals: Math.floor(random() * 3), assists: Math.floor(random() * 2), yellow_cards: Math.floor(random() * 3), red_cards: Math.floor(random() * 2),
        })));
        await ctx.knex('player_appearances').insert(rows).onConflict(['player_id', 'match_id']).ignore();
      } else if (kind === 'update appearances') {
        await ctx.knex.raw(`UPDATE player_appearances SET goals = (goals + 1) % 3, minutes = (minutes + 17) % 91, started = NOT started, red_cards = 1 - red_cards
                             WHERE id IN (SELECT id FROM player_appearances ORDER BY random() LIMIT ?)`, [1 + Math.floor(random() * 30)]);
      } else if (kind === 'delete appearances') {
        await ctx.knex.raw('DELETE FROM player_appearances WHERE id IN (SELECT id FROM player_appearances ORDER BY random() LIMIT ?)', [1 + Math.floor(random() * 20)]);
      } else if (kind === 'insert matches') {
        const rows = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) => {
          const home = pick(clubs);
          const away = pick(clubs.filter((id) => id !== home));
          const finished = random() < 0.7;
          return {
            competition_season_id: pick(seasons), round: `Random ${step}-${i}`, match_date: `2026-0${1 + (i % 9)}-1${i % 9}`, home_club_id: home, away_club_id: away,
            ft_home: finished ? Math.floor(random() * 5) : null, ft_away: finished ? Math.floor(random() * 5) : null, status: finished ? 'finished' : 'scheduled',
          };
        });
        await ctx.knex('matches').insert(rows);
      } else if (kind === 'rescore matches') {
        await ctx.knex.raw(`UPDATE matches SET status = 'finished', ft_home = (COALESCE(ft_home, 0) + 1) % 5, ft_away = (COALESCE(ft_away, 2) + 2) % 4
                             WHERE id IN (SELECT id FROM matches ORDER BY random() LIMIT ?)`, [1 + Math.floor(random() * 40)]);
      } else if (kind === 'unplay matches') {
        // Back to a fixture (a result withdrawn): no score, not played; appearances of it stay where they were.
        await ctx.knex.raw(`UPDATE matches SET status = 'scheduled', ft_home = NULL, ft_away = NULL, ht_home = NULL, ht_away = NULL
                             WHERE id IN (SELECT id FROM matches ORDER BY random() LIMIT ?)`, [1 + Math.floor(random() * 5)]);
      } else if (kind === 'move matches') {
        await ctx.knex.raw(`UPDATE matches SET competition_season_id = ?, round = round || ' moved ' || id
                             WHERE id IN (SELECT id FROM matches ORDER BY random() LIMIT ?)`, [pick(seasons), 1 + Math.floor(random() * 6)]);
      } else if (kind === 'delete matches') {
        // Their appearances go with them (ON DELETE CASCADE): the lines of those players must follow.
        await ctx.knex.raw('DELETE FROM matches WHERE id IN (SELECT id FROM matches ORDER BY random() LIMIT ?)', [1 + Math.floor(random() * 4)]);
      } else {
        // Both tables in one transaction, one rolled back: a rolled-back write leaves the summaries as they were.
        const rollBack = random() < 0.5;
        await ctx.knex.transaction(async (trx) => {
          await trx.raw(`UPDATE player_appearances SET club_id = m.away_club_id FROM matches m
                         WHERE m.id = player_appearances.match_id AND player_appearances.id IN (SELECT id FROM player_appearances ORDER BY random() LIMIT 5)`);
          await trx.raw(`UPDATE matches SET ft_home = 0, ft_away = 0, status = 'finished' WHERE id IN (SELECT id FROM matches ORDER BY random() LIMIT 3)`);
          if (rollBack) throw new Error('rolled back');
        }).catch((error: Error) => { if (error.message !== 'rolled back') throw error; });
      }
    }
    expect(Object.keys(writes).length).toBe(9);
    await expectSummariesMatchSources();

    // The importer (new competition season, then its results changed), and an edit through the API.
    const file = (score: number) => JSON.stringify({
      name: 'Summary League 2030/31',
      matches: [
        { round: 'Matchday 1', date: '2030-08-10', team1: 'Summary Town', team2: 'Summary City', score: { ft: [score, 1] } },
        { round: 'Matchday 1', date: '2030-08-10', team1: 'Summary Rovers', team2: 'Summary United' },
        { round: 'Matchday 2', date: '2030-08-17', team1: 'Summary City', team2: 'Summary Rovers', score: { ft: [2, 2] } },
      ],
    });
    await importFootballJson(ctx.knex, 'summary.json', file(0));
    await importFootballJson(ctx.knex, 'summary.json', file(3));
    const admin = await ctx.login('admin');
    const target = (await ctx.knex('player_appearances').groupBy('player_id').orderByRaw('count(*) DESC').first('player_id')) as { player_id: number };
    const profile = (await ctx.inject({ method: 'GET', url: `/get-player-by-id?id=${target.player_id}&skip_cache=1`, token: admin })).json().data;
    // Three of his appearances in played matches, with no goals (the editor checks goals against the score).
    const played = profile.appearances.filter((entry: { match: { ft: unknown } }) => entry.match.ft !== null);
    expect(played.length).toBeGreaterThan(3);
    const kept = played.slice(0, 3).map((entry: Record<string, unknown>) => {
      const { match: _match, ...line } = entry;
      return { ...line, minutes: 90, goals: 0, s: 0, so: 0 };
    });
    const editable = Object.fromEntries(['id', 'name'].map((key) => [key, profile[key]]));
    const saved = await ctx.inject({ method: 'POST', url: '/update-player', token: admin, payload: { ...editable, appearances: kept } });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectSummariesMatchSources();

    // What a visitor sees: the profile's totals and the imported table come from the summaries.
    const page = (await ctx.inject({ method: 'GET', url: `/get-player?slug=${profile.slug}&skip_cache=1` })).json().data;
    expect(page.matchesPlayed).toBe(3);
    expect(page.minutes).toBe(270);
    const table = (await ctx.inject({ method: 'GET', url: '/get-competition-table?slug=summary-league&season=2030-31&skip_cache=1' })).json().data.table;
    const line = (name: string) => table.find((row: { club: { name: string } }) => row.club.name === name);
    expect(line('Summary Town')).toMatchObject({ played: 1, won: 1, goalsFor: 3, goalsAgainst: 1, points: 3 });
    expect(line('Summary City')).toMatchObject({ played: 2, lost: 1, drawn: 1, goalsFor: 3, goalsAgainst: 5, points: 1 });
    expect(line('Summary United')).toMatchObject({ played: 0, points: 0 });
  });
});
