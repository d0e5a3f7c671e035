import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { profileHref, shareCardPath, type ShareCardKind } from '@fj/shared';
import type { CardCache } from './card-cache';
import type { CardSource } from './card-model';
import type { CardSources } from './card-sources';
import { shareableProfile } from './card-sources';
import { renderCardPng, type CardBrand } from './render-card';
import { shareLinks } from './share-links';

/** Bump when the layout, the fonts or the labels change: every card's version (and ETag) changes with it. */
const LAYOUT_VERSION = 'layout-2';

export interface CardAnswer {
  etag: string;
  /** Absent when the caller's If-None-Match already names this version (304). */
  png?: Buffer;
  /** How the PNG was obtained, for the Server-Timing header and the bench: a cache hit or a fresh render. */
  source: 'not-modified' | 'cache' | 'render';
}

/** The ETag of a card: a hash of everything it shows (not of the viewer's language or of when it was asked for). */
export function cardVersion(source: Pick<CardSource, 'kind' | 'subjectId' | 'content'>, brand: CardBrand): string {
  return createHash('sha256').update(JSON.stringify([LAYOUT_VERSION, brand, source.kind, source.subjectId, source.content])).digest('base64url').slice(0, 32);
}

const etagMatches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);

export function createShareCardsService(deps: { db: Knex; sources: CardSources; cache: CardCache; brand: CardBrand; publicWebUrl: string; publicApiUrl: string }) {
  const { sources, cache, brand } = deps;
  /** Renders of the same card at the same moment share one render (a link posted in a busy chat). */
  const rendering = new Map<string, Promise<Buffer>>();

  async function answer(source: CardSource, ifNoneMatch: string | undefined): Promise<CardAnswer> {
    const version = cardVersion(source, brand);
    const etag = `"${source.kind}-${source.subjectId}-${version}"`;
    if (etagMatches(ifNoneMatch, etag)) return { etag, source: 'not-modified' };
    const cached = await cache.get(source.kind, source.subjectId, version);
    if (cached) return { etag, png: cached, source: 'cache' };
    const key = `${source.kind}:${source.subjectId}:${version}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = (async () => {
        const png = await renderCardPng(await source.load(), brand);
        await cache.put(source.kind, source.subjectId, version, png);
        return png;
      })().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return { etag, png: await pending, source: 'render' };
  }

  let siteCard: Promise<Buffer> | undefined;

  return {
    /** The site's card: the same for every page, drawn once per process. */
    async siteCard(ifNoneMatch: string | undefined): Promise<CardAnswer> {
      const etag = `"site-${createHash('sha256').update(JSON.stringify([LAYOUT_VERSION, brand])).digest('base64url').slice(0, 32)}"`;
      if (etagMatches(ifNoneMatch, etag)) return { etag, source: 'not-modified' };
      siteCard ??= renderCardPng({ kind: 'site' }, brand).catch((error: unknown) => {
        siteCard = undefined;
        throw error;
      });
      return { etag, png: await siteCard, source: 'cache' };
    },

    async card(kind: ShareCardKind, slug: string, ifNoneMatch: string | undefined): Promise<CardAnswer> {
      return answer(await sources[kind](slug), ifNoneMatch);
    },

    /** `GET /get-share-kit`: what the share screen needs; the card only while the profile is public. */
    async shareKit(userId: number) {
      const user = (await deps.db('users').where({ id: userId }).first('profile_slug', 'display_name')) as { profile_slug: string; display_name: string };
      const profileUrl = `${deps.publicWebUrl}${profileHref(user.profile_slug)}`;
      const shareable = await shareableProfile(deps.db, user.profile_slug);
      let cardUrl: string | null = null;
      if (shareable) {
        const source = await sources.profile(user.profile_slug);
        // The version in the query makes the preview (and a network that caches by URL) fetch a changed card anew.
        cardUrl = `${deps.publicApiUrl}${shareCardPath('profile', user.profile_slug)}?v=${cardVersion(source, brand).slice(0, 12)}`;
      }
      const text = `${shareable?.cand_name || user.display_name} on ${brand.name}`;
      return { public: shareable !== undefined, profileUrl, cardUrl, text, links: shareLinks(profileUrl, text) };
    },
  };
}

export type ShareCardsService = ReturnType<typeof createShareCardsService>;
