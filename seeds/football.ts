import type { Knex } from 'knex';
import { COUNTRIES, labelOf } from '@fj/shared';
import {
  BIRTH_PLACES, CHAMPIONSHIP_CLUBS, COACHING_STYLES, COMPETITIONS, FORMATIONS, LANGUAGES, NATIONALITIES, PLAYER_FIRST_NAMES,
  PLAYER_LAST_NAMES, PLAYING_STYLES, PREMIER_CLUBS, PRESSING_STYLES, SCORING_WEIGHT, SEASONS, SHIRT_NUMBERS, SOFTWARE, SQUAD_TEMPLATE,
  STAFF_QUALIFICATIONS, STAFF_ROLES, YOUTH_CLUBS, type DemoClub,
} from './football-data';
import { staffSvg } from './football-photos';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { insertDemoUser } from './demo-users';
import { slugify } from './slugify';

/**
 * Football demo data (issue 12, docs/football.md): 22 fictional clubs in two leagues, two seasons of fixtures and
 * results (2025-26 complete, 2026-27 under way), 352 players with careers and per-match appearances that add up
 * (a player's goals never exceed his club's goals in the match), 66 staff, achievements, generated pictures, 20
 * player profiles linked to candidate accounts, and work for the `scout` account (a pending claim of an existing
 * profile and a pending, incomplete new profile). Deterministic: one seeded random source.
 */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const pool = [...list];
    const count = Math.min(int(min, max), pool.length);
    return Array.from({ length: count }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  };
  const poisson = (lambda: number) => {
    const limit = Math.exp(-lambda);
    let k = 0;
    for (let p = next(); p > limit; p *= next()) k += 1;
    return Math.min(k, 7);
  };
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T | undefined => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    if (total <= 0) return undefined;
    let at = next() * total;
    for (const item of items) {
      at -= weight(item);
      if (at <= 0) return item;
    }
    return items[items.length - 1];
  };
  return { next, int, pick, some, poisson, weighted, chance: (p: number) => next() < p };
}

type Random = ReturnType<typeof randomSource>;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const svg = (text: string, label: string) => ({ mime: 'image/svg+xml', bytes: Buffer.from(text), label });

async function insertChunked(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[], size = 1000) {
  for (let start = 0; start < rows.length; start += size) await trx(table).insert(rows.slice(start, start + size));
}

/** Double round robin by the circle method: rounds of [home, away] index pairs, each pairing once each way. */
function doubleRoundRobin(teams: number): [number, number][][] {
  const order = Array.from({ length: teams }, (_, i) => i);
  const first: [number, number][][] = [];
  for (let round = 0; round < teams - 1; round += 1) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < teams / 2; i += 1) {
      const a = order[i]!;
      const b = order[teams - 1 - i]!;
      pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    first.push(pairs);
    order.splice(1, 0, order.pop()!);
  }
  return [...first, ...first.map((pairs) => pairs.map(([a, b]) => [b, a] as [number, number]))];
}

interface SeededPlayer {
  id: number;
  clubIndex: number;
  slot: number;
  code: string;
}

interface AppearanceLine {
  player: SeededPlayer;
  started: boolean;
  minutes: number;
  goals: number;
  assists: number;
}

/** Who played, for how long, and who scored and assisted each of the club's goals. */
function lineUp(random: Random, squad: SeededPlayer[], goals: number): AppearanceLine[] {
  const swaps: [number, number][] = [[0, 11], [2, 12], [6, 13], [8, 14], [10, 15]];
  const starters = squad.slice(0, 11);
  const bench = squad.slice(11);
  for (const [starterSlot, benchSlot] of swaps) {
    if (random.chance(starterSlot === 0 ? 0.1 : 0.22)) {
      const benchIndex = bench.findIndex((player) => player.slot === benchSlot);
      const starterIndex = starters.findIndex((player) => player.slot === starterSlot);
      if (benchIndex >= 0 && starterIndex >= 0) [starters[starterIndex], bench[benchIndex]] = [bench[benchIndex]!, starters[starterIndex]!];
    }
  }
  const lines: AppearanceLine[] = starters.map((player) => ({ player, started: true, minutes: 90, goals: 0, assists: 0 }));
  const subs = random.some(bench.filter((player) => player.code !== 'GK'), 1, 3);
  const replaceable = lines.filter((line) => line.player.code !== 'GK');
  for (const sub of subs) {
    const off = replaceable.splice(random.int(0, replaceable.length - 1), 1)[0]!;
    const minute = random.int(55, 86);
    off.minutes = minute;
    lines.push({ player: sub, started: false, minutes: 90 - minute, goals: 0, assists: 0 });
  }
  for (let goal = 0; goal < goals; goal += 1) {
    if (random.chance(0.04)) continue; // an own goal by the opponent: nobody in this team scores it
    const scorer = random.weighted(lines, (line) => SCORING_WEIGHT[line.player.code]![0] * line.minutes);
    if (!scorer) continue;
    scorer.goals += 1;
    if (random.chance(0.72)) {
      const assister = random.weighted(lines.filter((line) => line !== scorer), (line) => SCORING_WEIGHT[line.player.code]![1] * line.minutes);
      if (assister) assister.assists += 1;
    }
  }
  return lines;
}

/** §3 playing-stat counters of one appearance, shaped by position and minutes. */
function playingStats(random: Random, line: AppearanceLine) {
  const share = line.minutes / 90;
  const code = line.player.code;
  const attacker = ['CF', 'RW', 'LW', 'AM', 'RM'].includes(code);
  const defender = ['CB', 'RB', 'LB', 'DM'].includes(code);
  const scale = (min: number, max: number) => Math.round(random.int(min, max) * share);
  const s = Math.max(line.goals, code === 'GK' ? 0 : attacker ? scale(1, 5) : scale(0, 2));
  const pt = code === 'GK' ? scale(18, 35) : scale(defender ? 35 : 25, defender ? 75 : 65);
  const da = code === 'GK' ? scale(0, 2) : scale(defender ? 6 : 4, defender ? 16 : 12);
  const rating = Math.min(10, Math.round((6 + random.next() * 1.8 + line.goals * 0.8 + line.assists * 0.4 - (line.started ? 0 : 0.3)) * 10) / 10);
  return {
    stat_s: s,
    stat_so: Math.max(line.goals, Math.min(s, Math.round(s * (0.3 + random.next() * 0.4)))),
    stat_pt: pt,
    stat_pa: Math.round(pt * (0.68 + random.next() * 0.24)),
    stat_pk: code === 'GK' ? 0 : scale(0, attacker ? 4 : 2),
    stat_tt: code === 'GK' ? 0 : scale(defender ? 1 : 0, defender ? 6 : 3),
    stat_tb: defender ? scale(0, 3) : scale(0, 1),
    stat_ti: defender ? scale(0, 4) : scale(0, 2),
    stat_da: da,
    stat_ds: Math.round(da * (0.35 + random.next() * 0.4)),
    stat_fd: scale(0, attacker ? 4 : 2),
    stat_fc: scale(0, defender ? 3 : 2),
    rating: line.minutes >= 15 ? rating : null,
  };
}

export async function seedFootball(trx: Knex.Transaction, options: { passwordHash?: string } = {}): Promise<void> {
  const random = randomSource(20261124);
  const allClubs: DemoClub[] = [...PREMIER_CLUBS, ...CHAMPIONSHIP_CLUBS];

  // Pictures: ten staff silhouettes. Clubs and players have no upload: the api draws each club's crest in its colours
  // and each player's own portrait (GET /football-crest/{id}.svg, /football-portrait/{id}.svg; docs/football.md).
  const staffPhotoIds = (await trx('football_photos')
    .insert(Array.from({ length: 10 }, (_, v) => svg(staffSvg(['#1d4ed8', '#b91c1c', '#15803d', '#7c3aed', '#0f766e'][v % 5]!, v * 7 + 1), `staff ${v + 1}`)))
    .returning('id')).map((row: { id: number }) => row.id);

  const clubRows = await trx('clubs')
    .insert(allClubs.map((club) => ({
      name: club.name, short_name: club.shortName, slug: slugify(club.name), country: club.country, founded: club.founded,
      ground: club.ground, primary_colour: club.colours[0], secondary_colour: club.colours[1],
    })))
    .returning(['id', 'name']);
  const clubIds = allClubs.map((club) => clubRows.find((row: { name: string }) => row.name === club.name)!.id as number);

  // Players: 16 per club, following the squad template.
  const usedSlugs = new Set<string>();
  const uniqueSlug = (name: string) => {
    let slug = slugify(name);
    for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
    usedSlugs.add(slug);
    return slug;
  };
  const playerRows: Record<string, unknown>[] = [];
  const playerMeta: { clubIndex: number; slot: number; code: string }[] = [];
  allClubs.forEach((club, clubIndex) => {
    SQUAD_TEMPLATE.forEach(([code, position, mainPosition], slot) => {
      const name = `${random.pick(PLAYER_FIRST_NAMES)} ${random.pick(PLAYER_LAST_NAMES)}`;
      const nationality = random.chance(0.55) ? club.country : random.pick(NATIONALITIES);
      const birthYear = random.int(1991, 2007);
      const heightBase = code === 'GK' ? 188 : code === 'CB' ? 186 : ['RW', 'LW', 'AM'].includes(code) ? 175 : 180;
      const slug = uniqueSlug(name);
      playerRows.push({
        slug, name, full_name: `${name.split(' ')[0]} ${random.pick(PLAYER_FIRST_NAMES)} ${name.split(' ')[1]}`, short_name: `${name[0]}. ${name.split(' ')[1]}`,
        current_club_id: clubIds[clubIndex], position, main_position: mainPosition, position_code: code,
        other_positions: code === 'CM' ? ['DM'] : code === 'RW' ? ['RM'] : code === 'CF' ? ['SS'] : [],
        foot: random.chance(0.24) ? 'left' : random.chance(0.06) ? 'both' : 'right',
        nationality, other_nationality: random.chance(0.15) ? random.pick(NATIONALITIES) : '',
        place_of_birth: random.pick(BIRTH_PLACES[nationality] ?? ['']), country_of_birth: nationality,
        date_of_birth: `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        gender: 'male', height_cm: heightBase + random.int(-6, 6), weight_kg: 68 + random.int(0, 18),
        value_eur: random.int(2, 120) * 25_000 * (code === 'CF' || code === 'AM' ? 2 : 1),
        bio: `${name} is a ${mainPosition.toLowerCase()} for ${club.name}. ${random.pick([
          'Comfortable on the ball and quick to read danger.', 'Known for his work rate and leadership in the dressing room.',
          'A product of the academy system who broke into the first team at 18.', 'Signed after an impressive season in the Coastal Championship.',
        ])}`,
        shirt_number: SHIRT_NUMBERS[slot], youtube_link: slot % 4 === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : '',
        status: random.chance(0.05) ? 'injured' : 'active', standing: slot < 11 ? 'First team' : 'Squad player',
        external_id: `DEMO-${clubIndex + 1}-${slot + 1}`,
      });
      playerMeta.push({ clubIndex, slot, code });
    });
  });

  // 20 candidate accounts whose profile type is player own a profile: it carries their name.
  const playerCandidates = (await trx('users').where('profile_type', 'player').andWhere('username', 'like', 'seed-candidate-%').orderBy('id')
    .select('id', 'display_name')) as { id: number; display_name: string }[];
  const linked: { id: number; display_name: string }[] = playerCandidates.slice(0, 20);
  // The `player` demo account (seeds/demo-accounts.ts) owns the bench midfielder of the 21st club.
  const demoPlayer = options.passwordHash ? await insertPlayerDemoAccount(trx, options.passwordHash) : undefined;
  if (demoPlayer) linked.push(demoPlayer);
  linked.forEach((candidate, index) => {
    const row = playerRows[index * 16 + 13]!; // a bench midfielder of each of the first 20 clubs
    usedSlugs.delete(String(row.slug));
    row.name = candidate.display_name;
    row.full_name = candidate.display_name;
    row.short_name = candidate.display_name;
    row.slug = uniqueSlug(candidate.display_name);
    row.user_id = candidate.id;
  });
  const insertedPlayers = (await trx('players').insert(playerRows).returning(['id', 'slug'])) as { id: number; slug: string }[];
  const players: SeededPlayer[] = insertedPlayers.map((row, index) => ({ id: row.id, ...playerMeta[index]! }));
  const squads = allClubs.map((_, clubIndex) => players.filter((player) => player.clubIndex === clubIndex));

  // Competitions, seasons, fixtures and results, appearances.
  const seasonIds = new Map<string, number>();
  for (const season of SEASONS) {
    const [row] = await trx('seasons').insert({ name: season.name, start_year: season.startYear }).returning('id');
    seasonIds.set(season.name, row.id);
  }
  const strength = allClubs.map(() => 0.75 + random.next() * 0.9);
  const goalsByPlayerSeason = new Map<string, Map<number, number>>();
  const champions: { competition: string; season: string; clubIndex: number }[] = [];
  const appearanceRows: Record<string, unknown>[] = [];
  let clubOffset = 0;
  for (const competition of COMPETITIONS) {
    const [competitionRow] = await trx('competitions')
      .insert({ name: competition.name, slug: competition.slug, country: competition.country, kind: competition.kind, zones: JSON.stringify(competition.zones) })
      .returning('id');
    const members = competition.clubs.map((_, i) => clubOffset + i);
    clubOffset += competition.clubs.length;
    for (const season of SEASONS) {
      const [cs] = await trx('competition_seasons').insert({ competition_id: competitionRow.id, season_id: seasonIds.get(season.name) }).returning('id');
      const rounds = doubleRoundRobin(members.length);
      const playedRounds = season.played === 'all' ? rounds.length : season.played;
      const matchRows: Record<string, unknown>[] = [];
      const simulated: { home: number; away: number; ft: [number, number] | null }[] = [];
      rounds.forEach((pairs, roundIndex) => {
        const date = addDays(season.firstMatchday, roundIndex * 7 + (roundIndex >= 17 ? 14 : 0));
        pairs.forEach(([a, b], pairIndex) => {
          const home = members[a]!;
          const away = members[b]!;
          const played = roundIndex < playedRounds;
          const ft: [number, number] | null = played
            ? [random.poisson(1.45 * strength[home]! / strength[away]!), random.poisson(1.1 * strength[away]! / strength[home]!)]
            : null;
          const ht: [number, number] | null = ft ? [random.int(0, ft[0]), random.int(0, ft[1])] : null;
          simulated.push({ home, away, ft });
          matchRows.push({
            competition_season_id: cs.id, round: `Matchday ${roundIndex + 1}`, match_date: pairIndex === 0 && roundIndex % 3 === 0 ? addDays(date, -1) : date,
            kick_off: pairIndex === 0 && roundIndex % 3 === 0 ? '19:45' : pairIndex % 3 === 0 ? '12:30' : '15:00',
            home_club_id: clubIds[home], away_club_id: clubIds[away], ft_home: ft?.[0] ?? null, ft_away: ft?.[1] ?? null,
            ht_home: ht?.[0] ?? null, ht_away: ht?.[1] ?? null, status: ft ? 'finished' : 'scheduled',
          });
        });
      });
      const matchIds = (await trx('matches').insert(matchRows).returning('id')).map((row: { id: number }) => row.id);
      const points = new Map<number, [number, number, number]>(members.map((m) => [m, [0, 0, 0]]));
      const seasonGoals = goalsByPlayerSeason.get(`${competition.slug}|${season.name}`) ?? new Map<number, number>();
      goalsByPlayerSeason.set(`${competition.slug}|${season.name}`, seasonGoals);
      simulated.forEach((match, index) => {
        if (!match.ft) return;
        const [hg, ag] = match.ft;
        for (const [clubIndex, scored, conceded] of [[match.home, hg, ag], [match.away, ag, hg]] as const) {
          const entry = points.get(clubIndex)!;
          entry[0] += scored > conceded ? 3 : scored === conceded ? 1 : 0;
          entry[1] += scored - conceded;
          entry[2] += scored;
          for (const line of lineUp(random, squads[clubIndex]!, scored)) {
            seasonGoals.set(line.player.id, (seasonGoals.get(line.player.id) ?? 0) + line.goals);
            appearanceRows.push({
              player_id: line.player.id, match_id: matchIds[index], club_id: clubIds[clubIndex], started: line.started, minutes: line.minutes,
              goals: line.goals, assists: line.assists, yellow_cards: random.chance(0.11) ? 1 : 0, red_cards: random.chance(0.008) ? 1 : 0,
              ...playingStats(random, line),
            });
          }
        }
      });
      if (season.played === 'all') {
        const winner = [...points.entries()].sort((a, b) => b[1][0] - a[1][0] || b[1][1] - a[1][1] || b[1][2] - a[1][2])[0]![0];
        champions.push({ competition: competition.name, season: season.name, clubIndex: winner });
      }
    }
  }
  await insertChunked(trx, 'player_appearances', appearanceRows, 800);

  // Careers: youth, an earlier senior club, the current club (its numbers come from the appearances), some caps.
  const careerRows: Record<string, unknown>[] = [];
  const achievementRows: Record<string, unknown>[] = [];
  players.forEach((player) => {
    const row = playerRows[players.indexOf(player)]!;
    const born = Number(String(row.date_of_birth).slice(0, 4));
    careerRows.push({ player_id: player.id, kind: 'youth', team_name: random.pick(YOUTH_CLUBS), from_date: `${born + 9}-07-01`, to_date: `${born + 17}-06-30`, apps: random.int(20, 90), goals: random.int(0, 30) });
    const previous = random.int(0, allClubs.length - 1);
    if (born + 18 < 2025 && previous !== player.clubIndex) {
      careerRows.push({
        player_id: player.id, kind: 'senior', club_id: clubIds[previous], team_name: allClubs[previous]!.name,
        from_date: `${born + 18}-07-01`, to_date: '2025-06-30', apps: random.int(10, 140), goals: random.int(0, player.code === 'CF' ? 45 : 12),
      });
    }
    careerRows.push({ player_id: player.id, kind: 'senior', club_id: clubIds[player.clubIndex], team_name: allClubs[player.clubIndex]!.name, from_date: '2025-07-01', to_date: null, apps: 0, goals: 0 });
    if (random.chance(0.3)) {
      careerRows.push({ player_id: player.id, kind: 'national', team_name: `${labelOf(COUNTRIES, String(row.nationality)) ?? String(row.nationality).toUpperCase()} U21`, from_date: `${born + 18}-09-01`, to_date: `${born + 21}-06-30`, apps: random.int(1, 25), goals: random.int(0, 6) });
    }
    if (random.chance(0.08)) achievementRows.push({ player_id: player.id, season: `${born + 16}-${String((born + 17) % 100).padStart(2, '0')}`, achievement: 'Youth Cup winner' });
  });
  for (const champion of champions) {
    for (const player of squads[champion.clubIndex]!) achievementRows.push({ player_id: player.id, season: champion.season, achievement: `${champion.competition} champions` });
  }
  for (const [key, goals] of goalsByPlayerSeason) {
    const [slug, season] = key.split('|');
    const best = [...goals.entries()].sort((a, b) => b[1] - a[1])[0];
    const competition = COMPETITIONS.find((entry) => entry.slug === slug)!;
    if (best && season === '2025-26') achievementRows.push({ player_id: best[0], season, achievement: `${competition.name} Golden Boot (${best[1]} goals)` });
  }
  players.filter((_, index) => index % 23 === 5).forEach((player, index) =>
    achievementRows.push({ player_id: player.id, season: '2025-26', achievement: `Player of the Month (${['September', 'October', 'November', 'December', 'January', 'February', 'March', 'April'][index % 8]})` }));
  await insertChunked(trx, 'player_careers', careerRows);

  // Staff: a head coach, an assistant and an analyst at every club.
  const staffRows: Record<string, unknown>[] = [];
  allClubs.forEach((club, clubIndex) => {
    STAFF_ROLES.forEach((role, roleIndex) => {
      const name = `${random.pick(PLAYER_FIRST_NAMES)} ${random.pick(PLAYER_LAST_NAMES)}`;
      const nationality = random.chance(0.6) ? club.country : random.pick(NATIONALITIES);
      const software = random.some(SOFTWARE, 2, 4);
      staffRows.push({
        slug: uniqueSlug(name), name, title: role.title, job_title: role.jobTitle, current_club_id: clubIds[clubIndex],
        date_of_birth: `${random.int(1962, 1994)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        based: random.pick(BIRTH_PLACES[club.country] ?? ['Manchester']), nationality, other_nationality: random.chance(0.2) ? random.pick(NATIONALITIES) : '',
        place_of_birth: random.pick(BIRTH_PLACES[nationality] ?? ['']), gender: 'male', qualification: random.pick(STAFF_QUALIFICATIONS),
        photo_id: staffPhotoIds[(clubIndex * 3 + roleIndex) % staffPhotoIds.length],
        youtube_link: roleIndex === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : '',
        bio: `${name} joined ${club.name} as ${role.jobTitle.toLowerCase()} in ${random.int(2019, 2025)}. ${random.pick(COACHING_STYLES)}.`,
        status: random.chance(0.85) ? 'Under contract' : 'Open to opportunities',
        world: random.pick(['Strong network in Scandinavia and the Low Countries', 'Knows the Iberian and South American markets', 'Scouted across West Africa for five years', 'UK-focused, EFL and National League']),
        languages: random.some(LANGUAGES, 1, 3), software, organization: random.some(STAFF_QUALIFICATIONS, 2, 3), software_experience: software.map((name) => `${name} (${random.int(2, 9)} years)`),
        role_experience: JSON.stringify(role.roles.map((label, i) => ({ role: label, percent: Math.max(15, 95 - i * 25 - random.int(0, 15)) }))),
        references: JSON.stringify(Array.from({ length: random.int(1, 3) }, () => ({
          reference: random.pick(['Worked together for three seasons', 'Former line manager', 'Coached him at academy level']),
          name: `${random.pick(PLAYER_FIRST_NAMES)} ${random.pick(PLAYER_LAST_NAMES)}`,
          position: `${random.pick(['Director of Football', 'Head of Recruitment', 'Academy Manager', 'Chief Executive'])}, ${random.pick(allClubs).name}`,
        }))),
        preferred_formation: random.pick(FORMATIONS), playing_style: random.pick(PLAYING_STYLES), pressing_style: random.pick(PRESSING_STYLES),
        coaching_style: random.pick(COACHING_STYLES), contact: `Enquiries through the club secretary: ${slugify(club.shortName)}@clubs.example.com`,
      });
    });
  });
  const staffIds = (await trx('staff').insert(staffRows).returning('id')).map((row: { id: number }) => row.id);
  const staffCareers: Record<string, unknown>[] = [];
  staffIds.forEach((staffId, index) => {
    const clubIndex = Math.floor(index / 3);
    staffCareers.push({ staff_id: staffId, club_id: clubIds[clubIndex], club_name: allClubs[clubIndex]!.name, job: staffRows[index]!.job_title, from_date: `${random.int(2019, 2025)}-07-01`, to_date: null });
    const earlier = random.int(0, allClubs.length - 1);
    staffCareers.push({ staff_id: staffId, club_id: clubIds[earlier], club_name: allClubs[earlier]!.name, job: random.pick(['Academy Coach', 'U23 Coach', 'Analyst', 'Scout']), from_date: `${random.int(2012, 2016)}-07-01`, to_date: `${random.int(2017, 2019)}-06-30` });
    if (index % 3 === 0 && champions.some((champion) => champion.clubIndex === clubIndex)) {
      achievementRows.push({ staff_id: staffId, season: '2025-26', achievement: `${champions.find((c) => c.clubIndex === clubIndex)!.competition} champions` });
    }
    if (index % 5 === 0) achievementRows.push({ staff_id: staffId, season: '2024-25', achievement: 'Manager of the Month' });
  });
  await insertChunked(trx, 'staff_careers', staffCareers);
  await insertChunked(trx, 'achievements', achievementRows);

  // Work for the scout: a claim of an existing profile, and a new, incomplete profile waiting for review.
  const [claimant, creator] = playerCandidates.slice(20, 22);
  if (claimant && creator) {
    const unclaimed = players.find((player) => player.clubIndex === 2 && player.slot === 10)!;
    await trx('player_claims').insert({ player_id: unclaimed.id, user_id: claimant.id, kind: 'claim', message: 'This is me — I can send my contract and ID to confirm.' });
    const [created] = await trx('players').insert({
      slug: uniqueSlug(creator.display_name), name: creator.display_name, position_code: 'CM', position: 'Midfielder', nationality: 'gb-eng',
      date_of_birth: '2004-03-14', current_club_id: clubIds[5], published: false,
    }).returning('id');
    await trx('player_claims').insert({ player_id: created.id, user_id: creator.id, kind: 'create', message: 'New profile: I joined Millbrook Wanderers from non-league this summer.' });
  }
}

/** The `player` demo account: a candidate with a password, profile type player and a public candidate profile. */
async function insertPlayerDemoAccount(trx: Knex.Transaction, passwordHash: string): Promise<{ id: number; display_name: string } | undefined> {
  const demo = DEMO_ACCOUNTS.find((account) => account.footballDemo);
  if (!demo) return undefined;
  const id = await insertDemoUser(trx, demo, passwordHash);
  await trx('users').where({ id }).update({ profile_type: 'player' });
  await trx('candidate_profiles').insert({ user_id: id, cand_name: demo.displayName, cand_email: demo.email, cand_profile: 'pub' });
  return { id, display_name: demo.displayName };
}
