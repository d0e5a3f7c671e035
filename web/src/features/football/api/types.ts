/** Response shapes of the football calls (docs/football.md): the API's own field names. */
import type { CompetitionZone, LeagueTableRow, MatchItem, PositionGroup, StatTotals } from '@fj/shared';

/** A stat line as the API sends it: the totals and minutes per goal (null with no goals). */
export interface StatLine extends StatTotals {
  minutesPerGoal: number | null;
}

export interface CareerItem {
  id: number;
  clubName: string;
  clubLink: string;
  clubLogo: string | null;
  from: string;
  to: string;
  apps: number;
  goals: number;
}

export interface Achievement {
  id?: number;
  season: string;
  achievement: string;
}

export interface CompetitionLine extends StatLine {
  competition: string;
  slug: string;
}

export interface Player {
  id: number;
  slug: string;
  name: string;
  fullName: string;
  shortName: string;
  clubId: number | null;
  clubName: string;
  clubLogo: string | null;
  clubLink: string;
  currentClub: number | null;
  nationalTeam: { id: number; name: string; slug: string } | null;
  position: string;
  mainPosition: string;
  positionCode: string;
  otherPositions: string[];
  foot: string;
  nationality: string;
  otherNationality: string;
  flags: string[];
  placeOfBirth: string;
  countryOfBirth: string;
  dateOfBirth: string;
  age: number | null;
  gender: string;
  weight: number | null;
  height: number | null;
  value: number | null;
  bio: string;
  playerThumb: string | null;
  youtubeLink: string;
  status: string;
  standing: string;
  postTitle: string;
  postName: string;
  externalId: string;
  published: boolean;
  youthCareer: CareerItem[];
  seniorCareer: CareerItem[];
  nationalTeamCareer: CareerItem[];
  achievements: Achievement[];
  matchesPlayed: number;
  matchesStarted: number;
  goals: number;
  assists: number;
  minutes: number;
  seasons: string[];
  season: string | null;
  competitions: CompetitionLine[];
  competitionTotal: StatLine;
  activeCompetitions: { name: string; slug: string; season: string }[];
}

export interface PlayerStats {
  slug: string;
  season: string | null;
  seasons: string[];
  matchesPlayed: number;
  matchesStarted: number;
  goals: number;
  assists: number;
  competitions: CompetitionLine[];
  competitionTotal: StatLine;
}

export interface PlayerMatch extends MatchItem {
  player: { clubSlug: string; started: boolean; minutes: number; goals: number; assists: number; yellow: number; red: number; rating: number | null };
}

export interface ClubStatLine extends StatLine {
  season: string;
  club: { name: string; slug: string; link: string; logo: string | null };
}

export const PLAYING_STAT_KEYS = ['s', 'so', 'pt', 'pa', 'pk', 'tt', 'tb', 'ti', 'da', 'ds', 'fd', 'fc'] as const;
export type PlayingStatKey = (typeof PLAYING_STAT_KEYS)[number];

export interface PlayingStats {
  season: string | null;
  matches: number;
  totals: Partial<Record<PlayingStatKey, number>>;
  averages: Partial<Record<PlayingStatKey, number | null>>;
  rating: number | null;
}

export interface PlayerCard {
  id: number;
  slug: string;
  name: string;
  position: string;
  positionCode: string;
  nationality: string;
  age: number | null;
  clubName: string;
  clubLink: string;
  playerThumb: string | null;
  /** Shirt number, where the club page has one. */
  shirtNumber?: number | null;
  published: boolean;
}

export interface CompetitionTable {
  competition: { id: number; name: string; slug: string; country: string; kind: string; zones: CompetitionZone[] };
  season: string;
  seasons: string[];
  table: LeagueTableRow[];
  adjustments: { id: number; points: number; reason: string; clubName: string; clubSlug: string }[];
  rounds: { round: string; matches: MatchItem[] }[];
}

export interface Competition {
  id: number;
  name: string;
  slug: string;
  country: string;
  kind: string;
  seasons: string[];
}

export interface Staff {
  id: number;
  slug: string;
  name: string;
  title: string;
  jobTitle: string;
  age: number | null;
  dob: string;
  based: string;
  clubName: string;
  clubLogo: string | null;
  clubLink: string;
  nationality: string;
  otherNationality: string;
  placeOfBirth: string;
  gender: string;
  qualification: string;
  playerThumb: string | null;
  youtubeLink: string;
  bio: string;
  status: string;
  world: string;
  languages: string[];
  software: string[];
  organization: string[];
  softwareExperience: string[];
  roleExperience: { role: string; percent: number }[];
  references: { reference: string; name: string; position: string }[];
  preferredFormation: string;
  playingStyle: string;
  pressingStyle: string;
  coachingStyle: string;
  contact: string;
  careerHistory: { clubName: string; clubLogo: string | null; clubLink: string; job: string; from: string; to: string }[];
  achievements: Achievement[];
}

export interface Club {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  country: string;
  logo: string | null;
  colours: { primary: string; secondary: string };
  founded: number | null;
  ground: string;
  /** The squad by line (GK, DEF, MID, FWD; null = no position), each by shirt number. */
  squad: { group: PositionGroup | null; players: PlayerCard[] }[];
  staff: { slug: string; name: string; jobTitle: string; link: string; photo: string | null }[];
  /** The season shown (null when the club has no matches) and the seasons to switch to, newest first. */
  season: string | null;
  seasons: string[];
  /** The season's results, newest first, and fixtures, soonest first. */
  results: MatchItem[];
  fixtures: MatchItem[];
  competitions: { name: string; slug: string; season: string }[];
}

export interface ClubOption {
  value: number;
  label: string;
  slug: string;
  logo: string | null;
}
