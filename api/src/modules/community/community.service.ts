import type { Knex } from 'knex';
import { communityLinkSchema, PARTNER_DOWNLOAD_MESSAGES } from '@fj/shared';
import { HttpError, notFound } from '../../lib/http-error';
import { validateForm } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import type { CommunityLinkWithCounts, CommunityRepo } from './community.repo';

export const COMMUNITY_TEXT = {
  saved: 'Community link saved. Members are given the new link from now on.',
} as const;

/** How many of the latest reveals the admin screen lists. */
const RECENT_REVEALS = 20;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

const toLink = (row: CommunityLinkWithCounts) => ({
  id: row.id,
  url: row.url,
  setAt: new Date(row.created_at).toISOString(),
  setBy: row.set_by_name,
  retiredAt: iso(row.retired_at),
  reveals: Number(row.reveals),
  members: Number(row.members),
});

export interface CommunityServiceDeps {
  db: Knex;
  repo: CommunityRepo;
  now: () => Date;
}

export function createCommunityService(deps: CommunityServiceDeps) {
  const { db, repo } = deps;

  /** `GET /admin-api/community-link`: the current link with its reveals, the retired ones, and the latest reveals. */
  async function adminState() {
    const [links, reveals] = await Promise.all([repo.history(), repo.recentReveals(RECENT_REVEALS)]);
    const current = links.find((link) => link.retired_at === null);
    return {
      current: current ? toLink(current) : null,
      previous: links.filter((link) => link.retired_at !== null).map(toLink),
      totalReveals: links.reduce((sum, link) => sum + Number(link.reveals), 0),
      recentReveals: reveals.map((reveal) => ({ linkId: reveal.link_id, member: reveal.display_name, revealedAt: new Date(reveal.revealed_at).toISOString() })),
    };
  }

  return {
    adminState,

    /** `POST /admin-api/community-link`: sets the first link or rotates it (the old one is kept, retired). */
    async setLink(actor: Actor, body: unknown) {
      const { url } = validateForm(communityLinkSchema, body);
      await db.transaction(async (trx) => {
        const at = deps.now();
        const current = await repo.currentForUpdate(trx);
        if (current?.url === url) throw new HttpError(422, PARTNER_DOWNLOAD_MESSAGES.communitySame, { url: PARTNER_DOWNLOAD_MESSAGES.communitySame });
        if (current) await repo.retire(current.id, at, trx);
        await repo.insert(url, actor.id, at, trx);
      });
      return adminState();
    },

    /** `GET /get-community-link` (UNLIMITED, checked by the gate): the current link; each reveal is recorded. */
    async reveal(actor: Actor) {
      const current = await repo.current();
      if (!current) throw notFound(PARTNER_DOWNLOAD_MESSAGES.noCommunityLink);
      const at = deps.now();
      await repo.recordReveal(current.id, actor.id, at);
      return { url: current.url, version: current.id, setAt: new Date(current.created_at).toISOString() };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
