import type { Knex } from 'knex';
import type { Membership } from '@fj/shared';

export interface PartnerDownloadRow {
  id: number;
  title: string;
  partner: string;
  description: string;
  category: string;
  minimum_tier: Membership;
  published: boolean;
  mime: string;
  size: number;
  checksum_sha256: string;
  storage_key: string;
  uploaded_by: number | null;
  created_at: Date;
  updated_at: Date;
}

export type PartnerDownloadFieldsRow = Pick<PartnerDownloadRow, 'title' | 'partner' | 'description' | 'category' | 'minimum_tier' | 'published'>;
export type NewPartnerDownload = PartnerDownloadFieldsRow & Pick<PartnerDownloadRow, 'mime' | 'size' | 'checksum_sha256' | 'storage_key' | 'uploaded_by'>;

export interface AdminPartnerDownloadRow extends PartnerDownloadRow {
  total_downloads: string | number;
  members: string | number;
  last_downloaded_at: Date | null;
  uploaded_by_name: string | null;
}

export interface MemberPartnerDownloadRow extends PartnerDownloadRow {
  my_last_downloaded_at: Date | null;
}

export function createPartnerDownloadsRepo(db: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? db)<PartnerDownloadRow>('partner_downloads');

  return {
    async insert(row: NewPartnerDownload, trx: Knex.Transaction): Promise<PartnerDownloadRow> {
      const [inserted] = await table(trx).insert(row as never).returning('*');
      return inserted as PartnerDownloadRow;
    },

    async update(id: number, fields: Partial<PartnerDownloadFieldsRow>, at: Date, trx: Knex.Transaction): Promise<void> {
      await table(trx).where({ id }).update({ ...fields, updated_at: at } as never);
    },

    find: (id: number, trx?: Knex.Transaction) => table(trx).where({ id }).first(),

    /** Locked for an edit, so two administrators' edits apply one after the other. */
    findForUpdate: (id: number, trx: Knex.Transaction) => table(trx).where({ id }).forUpdate().first(),

    /** Every resource with its downloads (total and distinct members), newest first. */
    async adminList(): Promise<AdminPartnerDownloadRow[]> {
      return db('partner_downloads as d')
        .leftJoin('partner_download_counts as c', 'c.download_id', 'd.id')
        .leftJoin('users as u', 'u.id', 'd.uploaded_by')
        .groupBy('d.id', 'u.display_name')
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .select(
          'd.*',
          db.raw('COALESCE(SUM(c.count), 0) AS total_downloads'),
          db.raw('COUNT(c.user_id) AS members'),
          db.raw('MAX(c.last_downloaded_at) AS last_downloaded_at'),
          'u.display_name as uploaded_by_name',
        );
    },

    /** Published resources by category then newest, with when this member last downloaded each. */
    async publishedFor(userId: number): Promise<MemberPartnerDownloadRow[]> {
      return db('partner_downloads as d')
        .leftJoin('partner_download_counts as c', function joinOwn() {
          this.on('c.download_id', '=', 'd.id').andOn('c.user_id', '=', db.raw('?', [userId]));
        })
        .where('d.published', true)
        .orderBy('d.category')
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc')
        .select('d.*', 'c.last_downloaded_at as my_last_downloaded_at');
    },

    /** One more download of the resource by the member (first one inserts the row). */
    async countDownload(downloadId: number, userId: number, at: Date, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('partner_download_counts')
        .insert({ download_id: downloadId, user_id: userId, count: 1, first_downloaded_at: at, last_downloaded_at: at })
        .onConflict(['download_id', 'user_id'])
        .merge({ count: db.raw('partner_download_counts.count + 1'), last_downloaded_at: at });
    },
  };
}

export type PartnerDownloadsRepo = ReturnType<typeof createPartnerDownloadsRepo>;
