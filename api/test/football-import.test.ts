import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFootballJson } from '../src/modules/football';
import { countRows, createTestContext, type TestContext } from './helpers';
import { multipart } from './multipart';
import { HAVE_OPENFOOTBALL, OPENFOOTBALL_DIR, openfootballFile } from './football-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const table = async (season = '2023-24') => {
  const response = await ctx.inject({ method: 'GET', url: `/get-competition-table?slug=english-premier-league&season=${season}&skip_cache=1` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { table: { position: number; club: { name: string; slug: string }; played: number; won: number; drawn: number; lost: number; goalsFor: number; goalsAgainst: number; goalDifference: number; points: number; form: { result: string; date: string }[] }[]; rounds: { round: string; matches: unknown[] }[]; adjustments: unknown[] };
};
const row = (rows: Awaited<ReturnType<typeof table>>['table'], name: string) => rows.find((entry) => entry.club.name === name)!;

describe.skipIf(!HAVE_OPENFOOTBALL)(`openfootball importer on the real files in ${OPENFOOTBALL_DIR}`, () => {
  it('imports the 2023-24 Premier League and computes the table from the results', async () => {
    const report = await importFootballJson(ctx.knex, '2023-24_en.1.json', await openfootballFile('2023-24_en.1.json'));
    expect(report).toMatchObject({
      competition: { name: 'English Premier League', slug: 'english-premier-league', created: true },
      season: '2023-24',
      clubs: { added: 20, existing: 0 },
      matches: { added: 380, updated: 0, unchanged: 0 },
    });

    const { table: rows, rounds } = await table();
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual({
      position: 1, club: expect.objectContaining({ name: 'Manchester City FC', slug: 'manchester-city-fc' }),
      played: 38, won: 28, drawn: 7, lost: 3, goalsFor: 96, goalsAgainst: 34, goalDifference: 62, adjustment: 0, points: 91, form: expect.any(Array),
    });
    // City won their last five (from Forest away on 28 April to West Ham at home on the final day), newest last.
    expect(rows[0].form.map((match) => `${match.date} ${match.result}`)).toEqual([
      '2024-04-28 W', '2024-05-04 W', '2024-05-11 W', '2024-05-14 W', '2024-05-19 W',
    ]);
    expect(rows.slice(0, 3).map((entry) => [entry.club.name, entry.points])).toEqual([
      ['Manchester City FC', 91], ['Arsenal FC', 89], ['Liverpool FC', 82],
    ]);
    expect(rows.slice(-2).map((entry) => [entry.club.name, entry.points])).toEqual([['Burnley FC', 24], ['Sheffield United FC', 16]]);
    expect(rows.every((entry) => entry.played === 38 && entry.won + entry.drawn + entry.lost === 38)).toBe(true);
    expect(rows.reduce((sum, entry) => sum + entry.goalDifference, 0)).toBe(0);
    expect(rounds).toHaveLength(38);
    expect(rounds[0]).toMatchObject({ round: 'Matchday 1' });
    expect(rounds.flatMap((round) => round.matches)).toHaveLength(380);
  });

  it('re-importing the same file changes nothing', async () => {
    const before = await ctx.knex('matches').orderBy('id').select('id', 'updated_at', 'ft_home', 'ft_away');
    const report = await importFootballJson(ctx.knex, '2023-24_en.1.json', await openfootballFile('2023-24_en.1.json'));
    expect(report.clubs).toMatchObject({ added: 0, existing: 20 });
    expect(report.matches).toEqual({ added: 0, updated: 0, unchanged: 380 });
    expect(await ctx.knex('matches').orderBy('id').select('id', 'updated_at', 'ft_home', 'ft_away')).toEqual(before);
  });

  it('an updated file updates the changed result only', async () => {
    const body = JSON.parse(await openfootballFile('2023-24_en.1.json'));
    body.matches[0].score.ft = [1, 3];
    const report = await importFootballJson(ctx.knex, 'edited.json', JSON.stringify(body));
    expect(report.matches).toEqual({ added: 0, updated: 1, unchanged: 379 });
    const restored = await importFootballJson(ctx.knex, '2023-24_en.1.json', await openfootballFile('2023-24_en.1.json'));
    expect(restored.matches).toEqual({ added: 0, updated: 1, unchanged: 379 });
  });

  it('applies recorded points deductions (Everton −8, Nottingham Forest −4) and shows them', async () => {
    const scout = await ctx.login('scout');
    for (const [club, points, reason] of [
      ['everton-fc', -8, 'Breach of profitability and sustainability rules (two charges)'],
      ['nottingham-forest-fc', -4, 'Breach of profitability and sustainability rules'],
    ] as const) {
      const response = await ctx.inject({
        method: 'POST', url: '/admin-api/points-adjustment', token: scout,
        payload: { competition: 'english-premier-league', season: '2023-24', club, points, reason },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const { table: rows, adjustments } = await table();
    expect(row(rows, 'Everton FC')).toMatchObject({ points: 40, adjustment: -8 });
    expect(row(rows, 'Nottingham Forest FC')).toMatchObject({ points: 32, adjustment: -4 });
    expect(adjustments).toHaveLength(2);
    expect(adjustments[0]).toMatchObject({ clubName: 'Everton FC', points: -8 });
    expect(rows[0]!.points).toBe(91);

    const candidate = await ctx.login('candidate');
    const refused = await ctx.inject({
      method: 'POST', url: '/admin-api/points-adjustment', token: candidate,
      payload: { competition: 'english-premier-league', season: '2023-24', club: 'everton-fc', points: -1, reason: 'nope' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('the admin upload runs the same importer for administrators and data scouts, 403 for others', async () => {
    const file = { filename: '2022-23_en.1.json', contentType: 'application/json', bytes: Buffer.from(await openfootballFile('2022-23_en.1.json')) };
    const candidate = await ctx.inject({ method: 'POST', url: '/admin-api/import-matches', token: await ctx.login('candidate'), ...multipart({}, file) });
    expect(candidate.statusCode).toBe(403);
    const employer = await ctx.inject({ method: 'POST', url: '/admin-api/import-matches', token: await ctx.login('employer'), ...multipart({}, file) });
    expect(employer.statusCode).toBe(403);
    const admin = await ctx.inject({ method: 'POST', url: '/admin-api/import-matches', token: await ctx.login('admin'), ...multipart({}, file) });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().data).toMatchObject({ season: '2022-23', clubs: { added: 3, existing: 17 }, matches: { added: 380, updated: 0, unchanged: 0 } });
    const scout = await ctx.inject({ method: 'POST', url: '/admin-api/import-matches', token: await ctx.login('scout'), ...multipart({}, file) });
    expect(scout.json().data.matches).toEqual({ added: 0, updated: 0, unchanged: 380 });
    const table2223 = (await table('2022-23')).table;
    expect(table2223.slice(0, 2).map((entry) => [entry.club.name, entry.points])).toEqual([['Manchester City FC', 89], ['Arsenal FC', 84]]);
  });
});

describe('a bad file writes nothing', () => {
  it('rejects broken files with the file name and the problem, leaving every table as it was', async () => {
    const tables = ['clubs', 'competitions', 'seasons', 'competition_seasons', 'matches'];
    const before = await Promise.all(tables.map((name) => countRows(ctx.knex, name)));
    const good = { round: 'Matchday 1', date: '2030-08-10', time: '15:00', team1: 'Brand New FC', team2: 'Other New FC', score: { ft: [1, 0] } };
    const cases: [string, string, RegExp][] = [
      ['not-json.json', '{"name": "Broken League 2030/31", "matches": [', /not-json\.json: not valid JSON/],
      ['no-season.json', JSON.stringify({ name: 'Broken League', matches: [good] }), /no-season\.json: "name" must end with a season/],
      ['bad-date.json', JSON.stringify({ name: 'Broken League 2030/31', matches: [good, { ...good, round: 'Matchday 2', date: '2030-02-30' }] }), /bad-date\.json: matches\[1\]\.date must be a date/],
      ['bad-score.json', JSON.stringify({ name: 'Broken League 2030/31', matches: [good, { ...good, round: 'Matchday 2', score: { ft: [1, -2] } }] }), /matches\[1\]\.score\.ft must be two whole numbers/],
      ['self.json', JSON.stringify({ name: 'Broken League 2030/31', matches: [{ ...good, team2: 'Brand New FC' }] }), /cannot play itself/],
    ];
    for (const [name, text, message] of cases) {
      await expect(importFootballJson(ctx.knex, name, text)).rejects.toThrow(message);
    }
    const upload = await ctx.inject({
      method: 'POST', url: '/admin-api/import-matches', token: await ctx.login('scout'),
      ...multipart({}, { filename: 'bad-date.json', contentType: 'application/json', bytes: Buffer.from(cases[2]![1]) }),
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json()).toMatchObject({ success: false, message: expect.stringMatching(/^bad-date\.json: matches\[1\]\.date/), errors: { file: expect.any(String) } });
    expect(await Promise.all(tables.map((name) => countRows(ctx.knex, name)))).toEqual(before);
  });

  it('a database failure part-way rolls the whole file back', async () => {
    const before = await countRows(ctx.knex, 'clubs');
    // A failure the parser cannot see: the second match breaks a constraint after the clubs were written.
    await ctx.knex.raw('ALTER TABLE matches ADD CONSTRAINT test_no_2031 CHECK (match_date < DATE \'2031-01-01\')');
    try {
      const text = JSON.stringify({
        name: 'Rollback League 2030/31',
        matches: [
          { round: 'R1', date: '2030-12-01', team1: 'Rollback A', team2: 'Rollback B' },
          { round: 'R2', date: '2031-01-05', team1: 'Rollback B', team2: 'Rollback A' },
        ],
      });
      await expect(importFootballJson(ctx.knex, 'rollback.json', text)).rejects.toThrow();
    } finally {
      await ctx.knex.raw('ALTER TABLE matches DROP CONSTRAINT test_no_2031');
    }
    expect(await countRows(ctx.knex, 'clubs')).toBe(before);
    expect(await ctx.knex('competitions').where({ name: 'Rollback League' }).first()).toBeUndefined();
  });
});
