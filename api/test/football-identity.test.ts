import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * Issue 21, football pages like Transfermarkt/FBref (docs/football.md "Identity"): table zones per competition,
 * the form column, generated crests and portraits, and the club page's squad by line and season's results.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = async (url: string) => {
  const response = await ctx.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}skip_cache=1` });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

interface FormItem { result: string; goalsFor: number; goalsAgainst: number; opponent: string; home: boolean; date: string }
interface TableRow { position: number; club: { id: number; name: string; slug: string; logo: string }; form: FormItem[]; points: number }

describe('league table zones', () => {
  it('the demo competitions carry their zones, and a data scout replaces them', async () => {
    const premier = await get('/get-competition-table?slug=northern-premier-division');
    expect(premier.competition.zones).toEqual([
      { from: 1, to: 1, kind: 'champions' }, { from: 2, to: 3, kind: 'continental' },
      { from: 4, to: 4, kind: 'continental-qualifying' }, { from: 11, to: 12, kind: 'relegation' },
    ]);
    const scout = await ctx.login('scout');
    const zones = [{ from: 18, to: 20, kind: 'relegation' }, { from: 1, to: 2, kind: 'promotion' }, { from: 3, to: 6, kind: 'playoff' }];
    const saved = await ctx.inject({ method: 'POST', url: '/admin-api/competition-zones', token: scout, payload: { competition: 'coastal-championship', zones } });
    expect(saved.statusCode, saved.body).toBe(200);
    // Stored in position order.
    const expected = [zones[1], zones[2], zones[0]];
    expect(saved.json().data.zones).toEqual(expected);
    expect((await get('/get-competition-table?slug=coastal-championship')).competition.zones).toEqual(expected);
    const audit = await ctx.knex('audit_log').where({ action: 'football.zones', target_id: 'coastal-championship' }).first('after');
    expect(audit.after).toEqual({ zones: expected });
  });

  it('refuses overlapping, backward, unknown and unauthorised zones with clear errors', async () => {
    const scout = await ctx.login('scout');
    const post = (payload: unknown, token: string | undefined = scout) => ctx.inject({ method: 'POST', url: '/admin-api/competition-zones', token, payload: payload as object });
    const overlap = await post({ competition: 'coastal-championship', zones: [{ from: 1, to: 3, kind: 'promotion' }, { from: 3, to: 6, kind: 'playoff' }] });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors).toEqual({ 'zones.1.from': 'Positions 3–3 are already in another zone.' });
    const backward = await post({ competition: 'coastal-championship', zones: [{ from: 5, to: 2, kind: 'relegation' }] });
    expect(backward.statusCode).toBe(422);
    expect(backward.json().errors).toEqual({ 'zones.0.to': 'The last position must not be before the first.' });
    expect((await post({ competition: 'coastal-championship', zones: [{ from: 1, to: 1, kind: 'winners' }] })).statusCode).toBe(400);
    expect((await post({ competition: 'coastal-championship', zones: [{ from: 0, to: 1, kind: 'champions' }] })).statusCode).toBe(400);
    expect((await post({ competition: 'no-such-league', zones: [] })).statusCode).toBe(404);
    expect((await post({ competition: 'coastal-championship', zones: [] }, await ctx.login('candidate'))).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'POST', url: '/admin-api/competition-zones', payload: { competition: 'coastal-championship', zones: [] } })).statusCode).toBe(401);
  });
});

describe('form column', () => {
  it("is each club's last five finished results, oldest first, from the season's matches", async () => {
    const data = await get('/get-competition-table?slug=northern-premier-division&season=2026-27');
    const table = data.table as TableRow[];
    for (const row of table) {
      const matches = await ctx.knex('matches as m')
        .join('competition_seasons as cs', 'cs.id', 'm.competition_season_id').join('competitions as co', 'co.id', 'cs.competition_id')
        .join('seasons as s', 's.id', 'cs.season_id')
        .join('clubs as h', 'h.id', 'm.home_club_id').join('clubs as a', 'a.id', 'm.away_club_id')
        .where({ 'co.slug': 'northern-premier-division', 's.name': '2026-27', 'm.status': 'finished' })
        .andWhere((q) => q.where('m.home_club_id', row.club.id).orWhere('m.away_club_id', row.club.id))
        .orderBy([{ column: 'm.match_date', order: 'desc' }, { column: 'm.id', order: 'desc' }]).limit(5)
        .select('m.home_club_id', 'm.ft_home', 'm.ft_away', 'h.name as home_name', 'a.name as away_name');
      const expected = matches.reverse().map((match) => {
        const home = match.home_club_id === row.club.id;
        const [gf, ga] = home ? [match.ft_home, match.ft_away] : [match.ft_away, match.ft_home];
        return { result: gf > ga ? 'W' : gf === ga ? 'D' : 'L', goalsFor: gf, goalsAgainst: ga, opponent: home ? match.away_name : match.home_name, home };
      });
      expect(row.form.map(({ date: _date, ...item }) => item), row.club.name).toEqual(expected);
      expect(row.form).toHaveLength(5);
    }
  });

  it('follows a result recorded by hand: a new last match comes last, the oldest drops out', async () => {
    const [club] = (await get('/get-competition-table?slug=coastal-championship&season=2026-27')).table as TableRow[];
    const fixture = await ctx.knex('matches').where({ status: 'scheduled' }).andWhere((q) => q.where('home_club_id', club!.club.id).orWhere('away_club_id', club!.club.id))
      .orderBy([{ column: 'match_date' }, { column: 'id' }]).first('id', 'home_club_id');
    const home = fixture.home_club_id === club!.club.id;
    await ctx.knex('matches').where({ id: fixture.id }).update({ status: 'finished', ft_home: home ? 0 : 4, ft_away: home ? 4 : 0 });
    const after = ((await get('/get-competition-table?slug=coastal-championship&season=2026-27')).table as TableRow[]).find((row) => row.club.id === club!.club.id)!;
    expect(after.form).toHaveLength(5);
    expect(after.form[4]).toMatchObject({ result: 'L', goalsFor: 0, goalsAgainst: 4, home });
    expect(after.form.slice(0, 4)).toEqual(club!.form.slice(1));
  });

  it('is empty before a club has played', async () => {
    const [seasonRow] = await ctx.knex('seasons').insert({ name: '2030-31', start_year: 2030 }).returning('id');
    const competition = await ctx.knex('competitions').where({ slug: 'northern-premier-division' }).first('id');
    const [cs] = await ctx.knex('competition_seasons').insert({ competition_id: competition.id, season_id: seasonRow.id }).returning('id');
    const clubs = await ctx.knex('clubs').orderBy('id').limit(2).pluck('id');
    await ctx.knex('matches').insert({ competition_season_id: cs.id, round: 'Matchday 1', match_date: '2030-08-10', home_club_id: clubs[0], away_club_id: clubs[1], status: 'scheduled' });
    const table = (await get('/get-competition-table?slug=northern-premier-division&season=2030-31')).table as TableRow[];
    expect(table.map((row) => row.form)).toEqual([[], []]);
    await ctx.knex('competition_seasons').where({ id: cs.id }).del();
    await ctx.knex('seasons').where({ id: seasonRow.id }).del();
  });
});

describe('generated crests and portraits', () => {
  it('a club without a logo gets its crest: SVG, cached long, the same each time, in its colours', async () => {
    const data = await get('/get-competition-table?slug=northern-premier-division&season=2025-26');
    const stonebridge = (data.table as TableRow[]).find((row) => row.club.slug === 'stonebridge-celtic')!;
    expect(stonebridge.club.logo).toBe(`/football-crest/${stonebridge.club.id}.svg`);
    const first = await ctx.inject({ method: 'GET', url: stonebridge.club.logo });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toMatch(/public, max-age=604800/);
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.body).toMatch(/^<svg /);
    expect(first.body).toContain('#166534'); // Stonebridge green
    expect(first.body).toContain('>SC</text>');
    const second = await ctx.inject({ method: 'GET', url: stonebridge.club.logo });
    expect(second.body).toBe(first.body);
    const revalidated = await ctx.inject({ method: 'GET', url: stonebridge.club.logo, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    // Clubs differ from each other.
    const other = await ctx.inject({ method: 'GET', url: (data.table as TableRow[]).find((row) => row.club.slug !== 'stonebridge-celtic')!.club.logo });
    expect(other.body).not.toBe(first.body);
  });

  it('escapes the club name and falls back to colours from the name', async () => {
    const [club] = await ctx.knex('clubs').insert({ name: `<script>alert("x")</script> & 'Co' FC`, short_name: 'X', slug: 'hostile-name-fc', country: 'gb-eng' }).returning('id');
    const response = await ctx.inject({ method: 'GET', url: `/football-crest/${club.id}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Co&#39; FC');
    expect(response.body).toMatch(/fill="#[0-9a-f]{6}"/);
    await ctx.knex('clubs').where({ id: club.id }).del();
  });

  it('an uploaded logo still wins; unknown ids are 404 and bad file names 400', async () => {
    const [photo] = await ctx.knex('football_photos').insert({ mime: 'image/png', bytes: Buffer.from('x'), label: 'upload' }).returning('id');
    await ctx.knex('clubs').where({ slug: 'valley-sporting' }).update({ logo_photo_id: photo.id });
    const club = await get('/get-club?slug=valley-sporting');
    expect(club.logo).toBe(`/football-photo/${photo.id}`);
    await ctx.knex('clubs').where({ slug: 'valley-sporting' }).update({ logo_photo_id: null });
    expect((await ctx.inject({ method: 'GET', url: '/football-crest/999999.svg' })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: '/football-portrait/999999.svg' })).statusCode).toBe(404);
    for (const url of ['/football-crest/abc.svg', '/football-crest/1.png', '/football-crest/0.svg', '/football-portrait/99999999999.svg']) {
      expect((await ctx.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });

  it('players without a photo get their own portrait in the club shirt', async () => {
    const club = await get('/get-club?slug=stonebridge-celtic');
    const players = club.squad.flatMap((line: { players: { id: number; playerThumb: string }[] }) => line.players);
    expect(players.every((player: { id: number; playerThumb: string }) => player.playerThumb === `/football-portrait/${player.id}.svg`)).toBe(true);
    const bodies = await Promise.all(players.slice(0, 6).map(async (player: { playerThumb: string }) => {
      const response = await ctx.inject({ method: 'GET', url: player.playerThumb });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      return response.body;
    }));
    expect(new Set(bodies).size).toBe(6);
    expect(bodies[0]).toContain('166534');
    expect((await ctx.inject({ method: 'GET', url: players[0].playerThumb })).body).toBe(bodies[0]);
    const search = await get('/search-players/all?club_value=' + club.id);
    expect(search[0].playerThumb).toMatch(/^\/football-portrait\/\d+\.svg$/);
  });
});

describe('club page', () => {
  it('has colours, crest, the squad by line with shirt numbers, and the season’s results with seasons to switch', async () => {
    const club = await get('/get-club?slug=stonebridge-celtic');
    expect(club.colours).toEqual({ primary: '#166534', secondary: '#f8fafc' });
    expect(club.logo).toBe(`/football-crest/${club.id}.svg`);
    expect(club.squad.map((line: { group: string }) => line.group)).toEqual(['GK', 'DEF', 'MID', 'FWD']);
    const groupOf: Record<string, string> = { GK: 'GK', RB: 'DEF', CB: 'DEF', LB: 'DEF', DM: 'MID', CM: 'MID', AM: 'MID', RM: 'MID', RW: 'FWD', LW: 'FWD', CF: 'FWD' };
    for (const line of club.squad as { group: string; players: { positionCode: string; shirtNumber: number }[] }[]) {
      expect(line.players.every((player) => groupOf[player.positionCode] === line.group)).toBe(true);
      const numbers = line.players.map((player) => player.shirtNumber);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
    expect(club.squad[0].players.map((player: { shirtNumber: number }) => player.shirtNumber)).toEqual([1, 13]);
    expect(club.seasons).toEqual(['2026-27', '2025-26']);
    expect(club.season).toBe('2026-27');
    // 2026-27: twelve rounds played, newest first; the rest are fixtures.
    expect(club.results).toHaveLength(12);
    expect(club.results[0].date >= club.results[11].date).toBe(true);
    expect(club.results.every((match: { home: { slug: string }; away: { slug: string } }) => [match.home.slug, match.away.slug].includes('stonebridge-celtic'))).toBe(true);
    expect(club.fixtures).toHaveLength(10);
    const previous = await get('/get-club?slug=stonebridge-celtic&season=2025-26');
    expect(previous.season).toBe('2025-26');
    expect(previous.results).toHaveLength(22);
    expect(previous.fixtures).toHaveLength(0);
    expect((await ctx.inject({ method: 'GET', url: '/get-club?slug=stonebridge-celtic&season=2019-20' })).statusCode).toBe(404);
  });
});
