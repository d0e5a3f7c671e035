import type { Knex } from 'knex';
import type { UploadKind } from '@fj/shared';

export interface MediaRow {
  id: number;
  owner_user_id: number;
  kind: UploadKind;
  title: string;
  attachment_type: string;
  mime: string;
  size: number;
  checksum_sha256: string;
  storage_key: string;
  created_at: Date;
  deleted_at: Date | null;
}

export type NewMedia = Pick<MediaRow, 'owner_user_id' | 'kind' | 'title' | 'attachment_type' | 'mime' | 'size' | 'checksum_sha256' | 'storage_key'>;

export interface MediaListQuery {
  ownerUserId: number;
  kind: UploadKind;
  attachmentType?: string;
  search?: string;
  offset: number;
  limit: number;
}

export function createMediaRepo(db: Knex) {
  const media = (trx?: Knex.Transaction) => (trx ?? db)<MediaRow>('media');
  const live = (trx?: Knex.Transaction) => media(trx).whereNull('deleted_at');

  const filtered = (query: MediaListQuery) => {
    const rows = live().where({ owner_user_id: query.ownerUserId, kind: query.kind });
    if (query.attachmentType) rows.where({ attachment_type: query.attachmentType });
    if (query.search) rows.whereILike('title', `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    return rows;
  };

  return {
    async insert(row: NewMedia, trx?: Knex.Transaction): Promise<MediaRow> {
      const [inserted] = await media(trx).insert(row as never).returning('*');
      return inserted as MediaRow;
    },

    findLive: (id: number, trx?: Knex.Transaction) => live(trx).where({ id }).first(),

    /** Deleted rows included. */
    findById: (id: number, trx?: Knex.Transaction) => media(trx).where({ id }).first(),

    /** A page of the owner's live files of one kind, newest first, and the full count. */
    async listOwned(query: MediaListQuery): Promise<{ rows: MediaRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        filtered(query).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(query.offset).limit(query.limit),
        filtered(query).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows, total: Number(counted?.count ?? 0) };
    },

    /** Every file row of a user, deleted ones included (for "download my data" and account deletion). */
    allOfOwner: (ownerUserId: number, trx?: Knex.Transaction) => media(trx).where({ owner_user_id: ownerUserId }).orderBy('id'),

    async markDeleted(id: number, trx?: Knex.Transaction): Promise<void> {
      await media(trx).where({ id }).whereNull('deleted_at').update({ deleted_at: db.fn.now() } as never);
    },

    async deleteAllOfOwner(ownerUserId: number, trx?: Knex.Transaction): Promise<void> {
      await media(trx).where({ owner_user_id: ownerUserId }).delete();
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
