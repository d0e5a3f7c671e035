import type { ShareCardKind } from '@fj/shared';

/** A picture already made into a PNG (square, cover-cropped), or initials on a tint when there is none. */
export interface CardPicture {
  png: Buffer | null;
  initials: string;
  /** Photos are round; logos and crests are drawn whole on a white tile. */
  shape: 'round' | 'tile';
}

export interface ProfileCardData {
  kind: 'profile';
  name: string;
  role: string;
  headline: string;
  location: string;
  picture: CardPicture;
}

export interface JobCardData {
  kind: 'job';
  title: string;
  employer: string;
  location: string;
  salary: string;
  /** YYYY-MM-DD while the job is open; null once it has closed. */
  closingDate: string | null;
  logo: CardPicture;
}

export interface PlayerCardData {
  kind: 'player';
  name: string;
  club: string;
  crest: CardPicture | null;
  position: string;
  shirtNumber: number | null;
  season: string | null;
  stats: { apps: number; goals: number; assists: number; minutes: number };
  portrait: CardPicture;
}

/** The site's own card (pages without a card of their own). */
export interface SiteCardData {
  kind: 'site';
}

export type CardData = ProfileCardData | JobCardData | PlayerCardData | SiteCardData;

/** What a card route reads: the subject's id (the cache key), the version of what it shows, and how to draw it. */
export interface CardSource {
  kind: ShareCardKind;
  subjectId: number;
  /** Everything the card shows, as plain values (ids of pictures rather than their bytes): hashed into the version. */
  content: unknown;
  /** Loads the pictures and returns the card's data; only called when the cached PNG is missing or stale. */
  load(): Promise<CardData>;
}

/** Up to two initials of a name ("Sam Carter" → "SC"), for a card without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => [...word][0] ?? '').join('').toUpperCase();
}
