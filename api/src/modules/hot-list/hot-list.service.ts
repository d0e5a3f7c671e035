import type { Knex } from 'knex';
import { LIMITS, mediaPath, profileHref, toIsoDate } from '@fj/shared';
import { HttpError } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { CONTACT_NOTICES, contactVisible, employerSeesContacts } from '../cv-database/contact-access';
import type { CvDatabaseRepo } from '../cv-database/cv-database.repo';
import { HOT_LIST_MESSAGES, hotListErrors, includesHotList, type HotListChoice } from './hot-list-rules';
import type { HotListFilters, HotListRepo, HotListRow } from './hot-list.repo';

export interface HotListServiceDeps {
  db: Knex;
  repo: HotListRepo;
  /** The CV database's reading of an organisation's plan: the hot list shows contact details by the same rule. */
  cv: Pick<CvDatabaseRepo, 'ownerMembership'>;
  now: () => Date;
}

export interface HotListUpdate extends Partial<HotListChoice> {
  available: boolean;
}

/** One listed candidate as an employer sees it; contact details only as the CV database would show them. */
export function hotListItem(row: HotListRow, showContact: boolean) {
  return {
    ID: row.user_id,
    slug: row.profile_slug,
    profileUrl: profileHref(row.profile_slug),
    name: row.cand_name,
    profilePic: row.profile_pic_media_id ? mediaPath(row.profile_pic_media_id) : null,
    headline: row.cv_headline,
    profileType: row.profile_type ?? '',
    country: row.cand_country,
    city: row.cand_city,
    availableFrom: row.available_from,
    roles: row.roles,
    regions: row.regions,
    listedAt: new Date(row.listed_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
    contact: showContact ? { email: row.cand_email, phone: row.cand_phone } : null,
  };
}

export function createHotListService(deps: HotListServiceDeps) {
  const { db, repo } = deps;
  const membershipOf = async (userId: number): Promise<string> => (await db('users').where({ id: userId }).first('membership'))?.membership ?? 'FREE';

  return {
    /** The caller's own entry and what stands between them and the list (their tier, a private profile). */
    async ownEntry(actor: Actor) {
      const [membership, entry, listed, visibility] = await Promise.all([membershipOf(actor.id), repo.ownEntry(actor.id), repo.isListed(actor.id), repo.profileVisibility(actor.id)]);
      return {
        included: includesHotList(membership),
        membership,
        listed,
        profilePublic: visibility !== 'priv',
        hasProfile: visibility !== null,
        entry: entry
          ? { available: entry.available, availableFrom: entry.available_from, roles: entry.roles, regions: entry.regions, listedAt: new Date(entry.listed_at).toISOString() }
          : null,
      };
    },

    /** Opts in with the choices, or out (`available: false`, the choices may be left out). */
    async update(actor: Actor, input: HotListUpdate) {
      const at = deps.now();
      if (!input.available) {
        await repo.optOut(actor.id, at);
        return { message: HOT_LIST_MESSAGES.left, data: await this.ownEntry(actor) };
      }
      const errors = hotListErrors(input, toIsoDate(at));
      if (Object.keys(errors).length > 0) throw new HttpError(422, HOT_LIST_MESSAGES.invalid, errors);
      await repo.optIn(actor.id, { availableFrom: input.availableFrom!, roles: [...new Set(input.roles)], regions: [...new Set(input.regions)] }, at);
      return { message: HOT_LIST_MESSAGES.joined, data: await this.ownEntry(actor) };
    },

    /** The list an employer browses: freshest first, filtered by role and country. */
    async list(actor: Actor, filters: HotListFilters, paging: { offset?: number; limit?: number }) {
      const offset = Math.max(0, paging.offset ?? 0);
      const limit = Math.min(LIMITS.maxPageSize, Math.max(1, paging.limit ?? LIMITS.defaultPageSize));
      const [ownerMembership, { rows, total }] = await Promise.all([
        actor.employerId !== null ? deps.cv.ownerMembership(actor.employerId) : undefined,
        repo.page(filters, offset, limit),
      ]);
      const access = employerSeesContacts(actor, ownerMembership);
      return {
        data: rows.map((row) => hotListItem(row, contactVisible(access, row.membership))),
        total,
        contactAccess: access,
        contactNotice: access ? '' : CONTACT_NOTICES.upgrade,
      };
    },

    async subscription(actor: Actor) {
      const row = await repo.subscription(actor.id);
      return { subscribed: !!row, since: row ? new Date(row.created_at).toISOString() : null };
    },

    async setSubscribed(actor: Actor, wanted: boolean) {
      if (wanted) await repo.subscribe(actor.id, deps.now());
      else await repo.unsubscribe(actor.id);
      return { message: wanted ? HOT_LIST_MESSAGES.subscribed : HOT_LIST_MESSAGES.unsubscribed, data: await this.subscription(actor) };
    },
  };
}

export type HotListService = ReturnType<typeof createHotListService>;
