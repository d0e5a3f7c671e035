import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesPerGoal, perMatchAverage } from '@fj/shared';
import { hashPassword } from '../src/lib/passwords';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = async (url: string, token?: string) => {
  const response = await ctx.inject({ method: 'GET', url, token });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

/** The demo player with the most appearances (a regular starter). */
async function busiestPlayer() {
  const row = await ctx.knex('player_appearances as a').join('players as p', 'p.id', 'a.player_id')
    .groupBy('p.id', 'p.slug').orderByRaw('count(*) desc, p.id').first('p.id', 'p.slug');
  return row as { id: number; slug: string };
}

describe('player aggregates are sums of the appearances', () => {
  it('get-player-stats, get-stats-by-club and get-playing-stats equal the rows summed by hand', async () => {
    const { id, slug } = await busiestPlayer();
    const seasons = (await get(`/get-seasons?slug=${slug}`)) as string[];
    expect(seasons).toEqual(['2026-27', '2025-26']);

    for (const season of seasons) {
      const rows = await ctx.knex('player_appearances as a').join('matches as m', 'm.id', 'a.match_id')
        .join('competition_seasons as cs', 'cs.id', 'm.competition_season_id').join('seasons as s', 's.id', 'cs.season_id')
        .where({ 'a.player_id': id, 's.name': season }).select('a.*');
      const sum = (key: string) => rows.reduce((total: number, row: Record<string, number>) => total + Number(row[key]), 0);
      const stats = await get(`/get-player-stats?slug=${slug}&season=${season}`);
      expect(stats.season).toBe(season);
      expect(stats.matchesPlayed).toBe(rows.length);
      expect(stats.matchesStarted).toBe(rows.filter((row: { started: boolean }) => row.started).length);
      expect(stats.goals).toBe(sum('goals'));
      expect(stats.assists).toBe(sum('assists'));
      expect(stats.competitionTotal).toMatchObject({ apps: rows.length, minutes: sum('minutes'), yellow: sum('yellow_cards'), red: sum('red_cards') });
      expect(stats.competitionTotal.minutesPerGoal).toBe(minutesPerGoal(sum('minutes'), sum('goals')));
      expect(stats.competitions.reduce((total: number, line: { apps: number }) => total + line.apps, 0)).toBe(rows.length);

      const playing = await get(`/get-playing-stats?slug=${slug}&season=${season}`);
      expect(playing.matches).toBe(rows.length);
      for (const key of ['s', 'so', 'pt', 'pa', 'pk', 'tt', 'tb', 'ti', 'da', 'ds', 'fd', 'fc']) {
        expect(playing.totals[key], key).toBe(sum(`stat_${key}`));
        expect(playing.averages[key], key).toBe(perMatchAverage(sum(`stat_${key}`), rows.length));
      }

      const games = await get(`/get-competition-matches?slug=${slug}&season=${season}`);
      expect(games.matches).toHaveLength(Math.min(rows.length, 50));
      expect(games.matches[0].date >= games.matches[games.matches.length - 1].date).toBe(true);
    }

    const byClub = await get(`/get-stats-by-club?slug=${slug}`);
    const allGoals = Number((await ctx.knex('player_appearances').where({ player_id: id }).sum({ g: 'goals' }).first())?.g);
    expect(byClub.reduce((total: number, line: { goals: number }) => total + line.goals, 0)).toBe(allGoals);

    const player = await get(`/get-player?slug=${slug}`);
    expect(player).toMatchObject({ id, slug, goals: allGoals, season: '2026-27', seasons });
    expect(player.seniorCareer.length).toBeGreaterThan(0);
    const current = player.seniorCareer.find((career: { clubLink: string; to: string }) => career.to === '' && career.clubLink === player.clubLink);
    expect(current.goals).toBe(allGoals);
    expect(player.activeCompetitions.length).toBeGreaterThan(0);
    expect(await get(`/get-player-by-id?id=${id}&skip_cache=1`)).toMatchObject({ id, slug });
  });

  it('no player ever scores more than his club in a match', async () => {
    const { rows } = await ctx.knex.raw(`SELECT a.match_id FROM player_appearances a JOIN matches m ON m.id = a.match_id
      GROUP BY a.match_id, a.club_id, m.home_club_id, m.ft_home, m.ft_away
      HAVING SUM(a.goals) > MAX(CASE WHEN a.club_id = m.home_club_id THEN m.ft_home ELSE m.ft_away END)`);
    expect(rows).toEqual([]);
  });
});

describe('look-ups, search, related players, staff, tables', () => {
  it('async look-ups answer only from 4 characters', async () => {
    expect(await get('/get-clubs?input=Nor')).toEqual([]);
    const clubs = await get('/get-clubs?input=Nort');
    expect(clubs[0]).toMatchObject({ label: 'Northbridge Athletic FC', slug: 'northbridge-athletic-fc' });
    expect((await get('/get-club-search?input=harbour'))[0]).toMatchObject({ name: expect.stringMatching(/Harbour/), link: expect.stringMatching(/^\/club\//) });
    const short = await ctx.inject({ method: 'GET', url: '/search-players/Kha' });
    expect(short.json()).toMatchObject({ success: true, data: [], total: 0 });
  });

  it('search-players finds by name prefix and filters by club, position, nationality and age', async () => {
    const { slug } = await busiestPlayer();
    const player = await get(`/get-player?slug=${slug}`);
    const surname = player.name.split(' ').pop() as string;
    const response = await ctx.inject({ method: 'GET', url: `/search-players/${encodeURIComponent(surname.slice(0, 4))}?limit=100` });
    expect(response.json().data.map((row: { slug: string }) => row.slug)).toContain(slug);
    const filtered = await ctx.inject({ method: 'GET', url: `/search-players/all?club_value=${player.clubId}&position_value=${player.positionCode}&nationality_value=${player.nationality}&age=${player.age}` });
    expect(filtered.json().data.map((row: { slug: string }) => row.slug)).toContain(slug);
    for (const row of filtered.json().data) expect(row).toMatchObject({ age: player.age, nationality: player.nationality });
    const all = await ctx.inject({ method: 'GET', url: '/search-players/all?limit=5' });
    expect(all.json().total).toBeGreaterThanOrEqual(300);
    expect(all.json().data).toHaveLength(5);
  });

  it('related players are the club’s squad; staff and club pages answer', async () => {
    const related = await get('/get-related-player?club=northbridge-athletic-fc&limit=24');
    expect(related.length).toBe(16);
    const staffSlug = (await ctx.knex('staff').orderBy('id').first('slug')).slug;
    const staff = await get(`/get-staff?slug=${staffSlug}`);
    expect(staff).toMatchObject({ jobTitle: 'Head Coach', clubName: 'Northbridge Athletic FC' });
    expect(staff.roleExperience[0].percent).toBeLessThanOrEqual(100);
    expect(staff.careerHistory.length).toBe(2);
    const club = await get('/get-club?slug=northbridge-athletic-fc');
    expect(club.squad.flatMap((line: { players: unknown[] }) => line.players)).toHaveLength(16);
    expect(club.staff).toHaveLength(3);
    expect(club.results.length).toBeGreaterThan(0);
    expect(club.fixtures.length).toBeGreaterThan(0);
    const table = await get('/get-competition-table?slug=northern-premier-division&season=2025-26');
    expect(table.table).toHaveLength(12);
    expect(table.table.every((row: { played: number }) => row.played === 22)).toBe(true);
    const competitions = await get('/get-competitions');
    expect(competitions.find((entry: { slug: string }) => entry.slug === 'northern-premier-division').seasons).toEqual(['2026-27', '2025-26']);
    const photo = await ctx.inject({ method: 'GET', url: club.staff[0].photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses hostile input with 400, never 500', async () => {
    for (const url of [
      '/get-player?slug=%00', '/get-player?slug=' + 'a'.repeat(500), '/get-player-by-id?id=99999999999999', '/get-player-by-id?id=-1',
      '/get-player-stats?slug=x&season=2023/24', '/get-clubs?input=' + 'x'.repeat(200), '/search-players/all?limit=100000',
      '/search-players/all?offset=-5', '/get-related-player?club=%27%3B', '/get-competition-table?slug=x&season=abcd', '/football-photo/0',
    ]) {
      const response = await ctx.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
    expect((await ctx.inject({ method: 'GET', url: '/get-player?slug=no-such-player' })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: '/search-players/all?club_value=99999999999' })).statusCode).toBe(400);
    expect((await ctx.inject({ method: 'GET', url: '/get-related-player?club=99999999999' })).json()).toEqual({ success: true, data: [] });
  });
});

describe('update-player permission matrix', () => {
  async function playerAccount(username: string, profileType: string) {
    const [row] = await ctx.knex('users').insert({
      username, email: `${username}@example.com`, password_hash: await hashPassword('Demo-pass-1'), display_name: username,
      roles: ['candidate'], profile_slug: username, profile_type: profileType,
    }).returning('id');
    return row.id as number;
  }

  it('administrators and data scouts edit any player; a player only his own; everyone else 403', async () => {
    const target = (await ctx.knex('players').where({ published: true }).whereNull('user_id').orderBy('id').first()) as { id: number; name: string; slug: string };
    const current = await get(`/get-player-by-id?id=${target.id}&skip_cache=1`);
    const body = (name: string) => ({ ...editable(current), name });

    const ownerId = await playerAccount('fb-owner', 'player');
    await playerAccount('fb-other-player', 'player');
    await playerAccount('fb-coach', 'coach');
    await ctx.knex('players').where({ id: target.id }).update({ user_id: ownerId });

    const expectations: [string | null, number][] = [
      [null, 401], ['employer', 403], ['manager', 403], ['member', 403], ['candidate', 403], ['fb-coach', 403], ['fb-other-player', 403],
      ['fb-owner', 200], ['scout', 200], ['admin', 200],
    ];
    for (const [username, status] of expectations) {
      const token = username ? await ctx.login(username) : undefined;
      const response = await ctx.inject({ method: 'POST', url: '/update-player', token, payload: body(`${target.name} ${username ?? 'x'}`) });
      expect(response.statusCode, `${username}: ${response.body}`).toBe(status);
    }
    const saved = await get(`/get-player?slug=${target.slug}&skip_cache=1`);
    expect(saved.name).toBe(`${target.name} admin`);

    const events = await ctx.knex('player_edit_events').where({ player_id: target.id }).orderBy('id');
    expect(events).toHaveLength(3);
    expect(events[1].changes).toEqual({ name: { from: `${target.name} fb-owner`, to: `${target.name} scout` } });
    const scoutId = (await ctx.knex('users').where({ username: 'scout' }).first('id')).id;
    expect(events[1].actor_user_id).toBe(scoutId);

    // Saving the same values records nothing; invalid values answer 422 under the field and write nothing.
    const same = await ctx.inject({ method: 'POST', url: '/update-player', token: await ctx.login('admin'), payload: body(`${target.name} admin`) });
    expect(same.json().data.changed).toEqual([]);
    const bad = await ctx.inject({ method: 'POST', url: '/update-player', token: await ctx.login('admin'), payload: { ...body(''), height: 400, youtubeLink: 'https://evil.example/x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['height', 'name', 'youtubeLink']);
    expect(await ctx.knex('player_edit_events').where({ player_id: target.id }).count({ n: '*' }).first().then((row) => Number(row?.n))).toBe(3);

    // A player may not rewrite his appearances.
    const appearances = await ctx.inject({ method: 'POST', url: '/update-player', token: await ctx.login('fb-owner'), payload: { ...body(target.name), appearances: [] } });
    expect(appearances.statusCode).toBe(422);
  });

  it('the `player` demo account signs in with the demo password and edits only the profile it owns', async () => {
    const account = (await ctx.knex('users').where({ username: 'player' }).first('id', 'roles', 'profile_type')) as { id: number; roles: string[]; profile_type: string };
    expect(account).toMatchObject({ roles: ['candidate'], profile_type: 'player' });
    const own = (await ctx.knex('players').where({ user_id: account.id })) as { id: number; slug: string; name: string; published: boolean }[];
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ name: 'Pat Player', slug: 'pat-player', published: true });
    const token = await ctx.login('player', 'Demo-pass-1'); // the password sign-in (/auth/token)
    const profile = await get(`/get-player?slug=${own[0]!.slug}&skip_cache=1`);
    const mine = await ctx.inject({ method: 'POST', url: '/update-player', token, payload: { ...editable(profile), bio: 'Box-to-box midfielder.' } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await get(`/get-player?slug=${own[0]!.slug}&skip_cache=1`)).bio).toBe('Box-to-box midfielder.');
    const other = (await ctx.knex('players').whereNot({ id: own[0]!.id }).where({ published: true }).orderBy('id').first('slug')) as { slug: string };
    const theirs = await ctx.inject({ method: 'POST', url: '/update-player', token, payload: editable(await get(`/get-player?slug=${other.slug}&skip_cache=1`)) });
    expect(theirs.statusCode).toBe(403);
  });

  it('appearance edits are checked against the match score and recorded', async () => {
    const { id } = await busiestPlayer();
    const current = await get(`/get-player-by-id?id=${id}&skip_cache=1`);
    const rows = await ctx.knex('player_appearances as a').join('matches as m', 'm.id', 'a.match_id').where('a.player_id', id).orderBy('a.match_id')
      .select('a.*', 'm.home_club_id', 'm.ft_home', 'm.ft_away');
    const entries = rows.map((row: Record<string, number | boolean | null>) => ({
      matchId: row.match_id, clubId: row.club_id, started: row.started, minutes: row.minutes, goals: row.goals, assists: row.assists,
      yellow: row.yellow_cards, red: row.red_cards, rating: row.rating === null ? null : Number(row.rating),
      ...Object.fromEntries(['s', 'so', 'pt', 'pa', 'pk', 'tt', 'tb', 'ti', 'da', 'ds', 'fd', 'fc'].map((key) => [key, row[`stat_${key}`]])),
    }));
    const first = rows[0] as Record<string, number>;
    const clubGoals = first.club_id === first.home_club_id ? first.ft_home : first.ft_away;
    const admin = await ctx.login('admin');
    const tooMany = entries.map((entry: Record<string, unknown>, index: number) => (index === 0 ? { ...entry, goals: clubGoals + 1, s: clubGoals + 1, so: clubGoals + 1 } : entry));
    const refused = await ctx.inject({ method: 'POST', url: '/update-player', token: admin, payload: { ...editable(current), appearances: tooMany } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['appearances[0].goals']).toMatch(/scored/);

    const fewer = entries.slice(1);
    const saved = await ctx.inject({ method: 'POST', url: '/update-player', token: admin, payload: { ...editable(current), appearances: fewer } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.changed).toEqual(['appearances']);
    const stats = await get(`/get-player?slug=${current.slug}&skip_cache=1`);
    expect(stats.matchesPlayed).toBe(entries.length - 1);
  });
});

describe('player claims', () => {
  it('the scout sees the seeded pending claims and approving one publishes and links the profile', async () => {
    const scout = await ctx.login('scout');
    const list = await get('/admin-api/player-claims', scout);
    expect(list.map((claim: { kind: string }) => claim.kind).sort()).toEqual(['claim', 'create']);
    const created = list.find((claim: { kind: string }) => claim.kind === 'create');
    expect(created.published).toBe(false);
    expect((await ctx.inject({ method: 'GET', url: `/get-player?slug=${created.playerSlug}` })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: '/admin-api/player-claims', token: await ctx.login('candidate') })).statusCode).toBe(403);

    const decided = await ctx.inject({ method: 'POST', url: '/admin-api/player-claims/decide', token: scout, payload: { id: created.id, decision: 'approve' } });
    expect(decided.statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: `/get-player?slug=${created.playerSlug}` })).statusCode).toBe(200);
    const again = await ctx.inject({ method: 'POST', url: '/admin-api/player-claims/decide', token: scout, payload: { id: created.id, decision: 'reject' } });
    expect(again.statusCode).toBe(409);
  });

  it('a candidate with the player profile type claims a profile; others cannot', async () => {
    const [row] = await ctx.knex('users').insert({
      username: 'fb-claimer', email: 'fb-claimer@example.com', password_hash: await hashPassword('Demo-pass-1'), display_name: 'Claimer',
      roles: ['candidate'], profile_slug: 'fb-claimer', profile_type: 'player',
    }).returning('id');
    const token = await ctx.login('fb-claimer');
    const free = await ctx.knex('players').where({ published: true }).whereNull('user_id')
      .whereNotExists(ctx.knex('player_claims').whereRaw('player_claims.player_id = players.id')).orderBy('id', 'desc').first('id');
    const claimed = await ctx.inject({ method: 'POST', url: '/player-claim', token, payload: { mode: 'claim', playerId: free.id, message: 'It is me' } });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const twice = await ctx.inject({ method: 'POST', url: '/player-claim', token, payload: { mode: 'claim', playerId: free.id } });
    expect(twice.statusCode).toBe(409);
    expect((await get('/get-my-player-claim', token)).claim).toMatchObject({ status: 'pending', playerId: free.id });
    const coach = await ctx.inject({ method: 'POST', url: '/player-claim', token: await ctx.login('candidate'), payload: { mode: 'claim', playerId: free.id } });
    expect(coach.statusCode).toBe(403);
    expect(row.id).toBeGreaterThan(0);
  });
});

/** The editable fields of a get-player-by-id answer, as the edit screen sends them. */
function editable(player: Record<string, unknown>) {
  const keys = ['id', 'name', 'fullName', 'shortName', 'currentClub', 'position', 'mainPosition', 'positionCode', 'otherPositions', 'foot',
    'nationality', 'otherNationality', 'placeOfBirth', 'countryOfBirth', 'dateOfBirth', 'gender', 'height', 'weight', 'value', 'bio',
    'youtubeLink', 'status', 'standing', 'postTitle', 'postName', 'externalId'];
  const body: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, player[key]]));
  body.nationalTeam = (player.nationalTeam as { id: number } | null)?.id ?? null;
  return body;
}
