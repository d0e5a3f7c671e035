import type { Knex } from 'knex';
import type { ShareCardKind } from '@fj/shared';

/**
 * The last PNG of each card in `share_card_renders` (one row per kind and subject): a read asks for the current
 * version, so a stale row is simply a miss and the new render replaces it.
 */
export function createCardCache(db: Knex) {
  return {
    async get(kind: ShareCardKind, subjectId: number, version: string): Promise<Buffer | undefined> {
      const row = (await db('share_card_renders').where({ kind, subject_id: subjectId, version }).first('png')) as { png: Buffer } | undefined;
      return row ? Buffer.from(row.png) : undefined;
    },
    async put(kind: ShareCardKind, subjectId: number, version: string, png: Buffer): Promise<void> {
      await db('share_card_renders')
        .insert({ kind, subject_id: subjectId, version, png, rendered_at: db.fn.now() })
        .onConflict(['kind', 'subject_id'])
        .merge(['version', 'png', 'rendered_at']);
    },
  };
}

export type CardCache = ReturnType<typeof createCardCache>;
