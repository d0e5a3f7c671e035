import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { MEMBERSHIPS, PARTNER_DOWNLOAD_EXTENSIONS, PARTNER_DOWNLOAD_MESSAGES, partnerDownloadSchema, tierReaches, type Membership } from '@fj/shared';
import { HttpError, notFound } from '../../lib/http-error';
import { validateForm } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import { newStorageKey, type Storage, type StoredObject } from '../../storage';
import type { MultipartUpload } from '../media/multipart-upload';
import { checkPartnerFile } from './partner-file';
import type { AdminPartnerDownloadRow, MemberPartnerDownloadRow, PartnerDownloadFieldsRow, PartnerDownloadRow, PartnerDownloadsRepo } from './partner-downloads.repo';

export const PARTNER_DOWNLOAD_TEXT = {
  uploaded: 'Download added.',
  saved: 'Download saved.',
} as const;

const tierLabel = (tier: Membership) => MEMBERSHIPS.find((one) => one.value === tier)?.label ?? tier;

/** The 402 of a resource above the caller's membership, naming the tier it needs. */
export const resourceTierMessage = (tier: Membership): string =>
  tier === 'UNLIMITED'
    ? 'This download comes with Unlimited membership. Upgrade your membership to download it.'
    : `This download comes with ${tierLabel(tier)} membership and above. Upgrade your membership to download it.`;

export const filePath = (id: number) => `/partner-downloads/${id}/file`;

/** The title with the extension of the stored type: what the file downloads as. */
export const downloadName = (row: Pick<PartnerDownloadRow, 'title' | 'mime'>) => `${row.title}${PARTNER_DOWNLOAD_EXTENSIONS[row.mime] ?? ''}`;

const fields = (row: PartnerDownloadRow) => ({
  id: row.id,
  title: row.title,
  partner: row.partner,
  description: row.description,
  category: row.category,
  minimumTier: row.minimum_tier,
  mime: row.mime,
  size: row.size,
  fileName: downloadName(row),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export const toMemberItem = (row: MemberPartnerDownloadRow, membership: Membership) => ({
  ...fields(row),
  locked: !tierReaches(membership, row.minimum_tier),
  fileUrl: filePath(row.id),
  lastDownloadedAt: iso(row.my_last_downloaded_at),
});

export const toAdminItem = (row: AdminPartnerDownloadRow) => ({
  ...fields(row),
  published: row.published,
  createdAt: new Date(row.created_at).toISOString(),
  uploadedBy: row.uploaded_by_name,
  downloads: { total: Number(row.total_downloads), members: Number(row.members) },
  lastDownloadedAt: iso(row.last_downloaded_at),
});

/** The form's values as columns (validated by the shared schema first: 422 with the fields' messages). */
function checkedFields(input: unknown): PartnerDownloadFieldsRow {
  const valid = validateForm(partnerDownloadSchema, input);
  return {
    title: valid.title,
    partner: valid.partner,
    description: valid.description ?? '',
    category: valid.category,
    minimum_tier: valid.minimumTier as Membership,
    published: valid.published ?? true,
  };
}

export interface PartnerDownloadsServiceDeps {
  db: Knex;
  repo: PartnerDownloadsRepo;
  storage: Storage;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

export function createPartnerDownloadsService(deps: PartnerDownloadsServiceDeps) {
  const { db, repo, storage } = deps;
  const membershipOf = async (userId: number): Promise<Membership> =>
    ((await db('users').where({ id: userId }).first('membership')) as { membership: Membership } | undefined)?.membership ?? 'FREE';

  const adminItem = async (id: number) => {
    const row = (await repo.adminList()).find((one) => one.id === id);
    if (!row) throw notFound(PARTNER_DOWNLOAD_MESSAGES.notFound);
    return toAdminItem(row);
  };

  return {
    /** `POST /admin-api/partner-downloads`: the fields first (422), then the file (400/413/415); bytes stored, then the row. */
    async upload(actor: Actor, upload: MultipartUpload) {
      const values = checkedFields(upload.fields);
      const file = await checkPartnerFile(upload.file);
      const key = newStorageKey('partner-downloads', deps.now());
      await storage.put(key, file.bytes, file.mime);
      try {
        const row = await db.transaction((trx) =>
          repo.insert(
            { ...values, mime: file.mime, size: file.bytes.length, checksum_sha256: createHash('sha256').update(file.bytes).digest('hex'), storage_key: key, uploaded_by: actor.id },
            trx,
          ),
        );
        return adminItem(row.id);
      } catch (error) {
        await storage.delete(key).catch((reason: unknown) => deps.log.warn({ err: reason, key }, 'could not delete stored file'));
        throw error;
      }
    },

    /** `PUT /admin-api/partner-downloads/:id`: the fields sent replace the stored ones (the rest stay), checked as a whole. */
    async update(id: number, changes: Partial<Record<'title' | 'partner' | 'description' | 'category' | 'minimumTier', string>> & { published?: boolean }) {
      await db.transaction(async (trx) => {
        const row = await repo.findForUpdate(id, trx);
        if (!row) throw notFound(PARTNER_DOWNLOAD_MESSAGES.notFound);
        const merged = {
          title: row.title,
          partner: row.partner,
          description: row.description,
          category: row.category,
          minimumTier: row.minimum_tier,
          published: row.published,
          ...changes,
        };
        await repo.update(id, checkedFields(merged), deps.now(), trx);
      });
      return adminItem(id);
    },

    /** `GET /admin-api/partner-downloads`. */
    adminList: async () => (await repo.adminList()).map(toAdminItem),

    /** `GET /partner-downloads`: published resources, each `locked` when above the caller's membership (read now, not from the token). */
    async memberList(actor: Actor) {
      const membership = await membershipOf(actor.id);
      const rows = await repo.publishedFor(actor.id);
      return { membership, data: rows.map((row) => toMemberItem(row, membership)) };
    },

    /**
     * `GET /partner-downloads/:id/file` (the gate let a STANDARD+ member through): 404 unpublished or unknown, 402 above
     * the member's tier; otherwise the download is counted and the bytes answered.
     */
    async open(actor: Actor, id: number): Promise<{ row: PartnerDownloadRow; object: StoredObject }> {
      const row = await repo.find(id);
      if (!row || !row.published) throw notFound(PARTNER_DOWNLOAD_MESSAGES.notFound);
      if (!tierReaches(await membershipOf(actor.id), row.minimum_tier)) {
        throw new HttpError(402, resourceTierMessage(row.minimum_tier), undefined, 'membership-required');
      }
      const object = await storage.get(row.storage_key);
      await repo.countDownload(row.id, actor.id, deps.now());
      return { row, object };
    },
  };
}

export type PartnerDownloadsService = ReturnType<typeof createPartnerDownloadsService>;
