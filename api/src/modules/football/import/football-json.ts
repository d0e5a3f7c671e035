/**
 * Reads one openfootball `football.json` match file (https://github.com/openfootball/football.json):
 * `{ "name": "English Premier League 2023/24", "matches": [{ "round", "date", "time", "team1", "team2",
 * "score": { "ht": [h, a], "ft": [h, a] } }] }`. A match without a full-time score is a fixture.
 * Pure: no database. Every problem is an ImportFileError naming the file and the place in it.
 */

export interface ParsedMatch {
  round: string;
  date: string;
  time: string;
  home: string;
  away: string;
  ft: [number, number] | null;
  ht: [number, number] | null;
}

export interface ParsedMatchFile {
  file: string;
  competition: string;
  /** '2023-24' for split seasons, '2024' for calendar-year ones. */
  season: string;
  startYear: number;
  matches: ParsedMatch[];
}

export class ImportFileError extends Error {
  constructor(readonly file: string, readonly problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ImportFileError';
  }
}

export const IMPORT_LIMITS = { maxMatches: 5000, maxName: 120, maxRound: 60, maxGoals: 99 } as const;

const NAME_PATTERN = /^(.*\S)\s+(\d{4})(?:\/(\d{2}|\d{4}))?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '2023/24' → '2023-24' (and '2023/2024' → '2023-24'); '2024' stays. */
export function seasonFromName(name: string): { competition: string; season: string; startYear: number } | null {
  const match = NAME_PATTERN.exec(name.trim());
  if (!match) return null;
  const startYear = Number(match[2]);
  const end = match[3];
  if (!end) return { competition: match[1]!, season: String(startYear), startYear };
  const endShort = end.length === 4 ? end.slice(2) : end;
  if (Number(endShort) !== (startYear + 1) % 100) return null;
  return { competition: match[1]!, season: `${startYear}-${endShort}`, startYear };
}

function isRealDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

const CONTROL = /[\u0000-\u001f\u007f]/;

function teamName(value: unknown, where: string, fail: (problem: string) => never): string {
  if (typeof value !== 'string' || !value.trim()) fail(`${where} must be a club name`);
  if (CONTROL.test(value as string)) fail(`${where} contains a control character`);
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length > IMPORT_LIMITS.maxName) fail(`${where} is longer than ${IMPORT_LIMITS.maxName} characters`);
  return name;
}

function scorePair(value: unknown, where: string, fail: (problem: string) => never): [number, number] {
  if (
    !Array.isArray(value) || value.length !== 2 ||
    !value.every((goals) => Number.isInteger(goals) && goals >= 0 && goals <= IMPORT_LIMITS.maxGoals)
  ) {
    fail(`${where} must be two whole numbers of goals, e.g. [2, 1]`);
  }
  return [value[0] as number, value[1] as number];
}

/** Parses the text of one file; `file` names it in every error. */
export function parseFootballJson(file: string, text: string): ParsedMatchFile {
  const fail = (problem: string): never => {
    throw new ImportFileError(file, problem);
  };
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    fail(`not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) fail('expected an object with "name" and "matches"');
  const { name, matches } = body as { name?: unknown; matches?: unknown };
  if (typeof name === 'string' && CONTROL.test(name)) fail('"name" contains a control character');
  if (typeof name !== 'string' || !name.trim()) fail('"name" must be the competition and season, e.g. "English Premier League 2023/24"');
  const naming = seasonFromName(name as string);
  if (!naming) fail(`"name" must end with a season such as 2023/24 or 2024 (got "${String(name).slice(0, 80)}")`);
  if (naming!.competition.length > IMPORT_LIMITS.maxName) fail(`the competition name is longer than ${IMPORT_LIMITS.maxName} characters`);
  if (!Array.isArray(matches) || matches.length === 0) fail('"matches" must be a non-empty list');
  if ((matches as unknown[]).length > IMPORT_LIMITS.maxMatches) fail(`more than ${IMPORT_LIMITS.maxMatches} matches`);

  const seen = new Set<string>();
  const parsed = (matches as unknown[]).map((raw, index): ParsedMatch => {
    const where = `matches[${index}]`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail(`${where} must be an object`);
    const match = raw as Record<string, unknown>;
    const round = typeof match.round === 'string' ? match.round.trim() : '';
    if (!round || round.length > IMPORT_LIMITS.maxRound || CONTROL.test(round)) fail(`${where}.round must be text of 1–${IMPORT_LIMITS.maxRound} characters`);
    if (typeof match.date !== 'string' || !isRealDate(match.date)) fail(`${where}.date must be a date YYYY-MM-DD`);
    const time = match.time === undefined || match.time === null ? '' : match.time;
    if (typeof time !== 'string' || (time !== '' && !TIME_PATTERN.test(time))) fail(`${where}.time must be HH:MM`);
    const home = teamName(match.team1, `${where}.team1`, fail);
    const away = teamName(match.team2, `${where}.team2`, fail);
    if (home === away) fail(`${where}: a club cannot play itself (${home})`);
    let ft: [number, number] | null = null;
    let ht: [number, number] | null = null;
    if (match.score !== undefined && match.score !== null) {
      if (typeof match.score !== 'object' || Array.isArray(match.score)) fail(`${where}.score must be an object with "ft"`);
      const score = match.score as Record<string, unknown>;
      if (score.ft !== undefined) ft = scorePair(score.ft, `${where}.score.ft`, fail);
      if (score.ht !== undefined) ht = scorePair(score.ht, `${where}.score.ht`, fail);
      if (ht && !ft) fail(`${where}.score has a half-time score but no full-time score`);
      if (ht && ft && (ht[0] > ft[0] || ht[1] > ft[1])) fail(`${where}.score.ht is higher than the full-time score`);
    }
    const key = `${round}\u0000${home}\u0000${away}`;
    if (seen.has(key)) fail(`${where} repeats ${home} v ${away} in ${round}`);
    seen.add(key);
    return { round, date: match.date as string, time: time as string, home, away, ft, ht };
  });

  return { file, competition: naming!.competition, season: naming!.season, startYear: naming!.startYear, matches: parsed };
}
