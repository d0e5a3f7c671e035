import type { Knex } from 'knex';
import { lazyImport } from '../../lib/lazy-import';
import type { Storage } from '../../storage';
import { clubColours } from '../football/identity/colours';
import { crestSvg, type CrestClub } from '../football/identity/crest-svg';
import { portraitSvg } from '../football/identity/portrait-svg';

const loadSharp = lazyImport(() => import('sharp').then((module) => module.default));

const SIZE = 320;

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Any picture (PNG, JPEG, WebP, or an SVG we generated) as a square PNG: photos cropped, logos fitted whole. */
async function squarePng(bytes: Buffer, fit: 'cover' | 'contain'): Promise<Buffer> {
  return (await loadSharp())(bytes, { density: 300 })
    .resize(SIZE, SIZE, { fit, background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * The pictures a card shows, as PNG bytes. A picture that cannot be read (a missing object in storage, a file sharp
 * rejects) draws the card with initials instead: a broken upload must not break the link preview.
 */
export function createCardPictures(db: Knex, storage: Storage) {
  async function safely(load: () => Promise<Buffer>): Promise<Buffer | null> {
    try {
      return await load();
    } catch {
      return null;
    }
  }

  async function football(id: number, fit: 'cover' | 'contain'): Promise<Buffer | null> {
    const row = (await db('football_photos').where({ id }).first('bytes')) as { bytes: Buffer } | undefined;
    return row ? safely(() => squarePng(Buffer.from(row.bytes), fit)) : null;
  }

  return {
    /** An upload of the media library (a candidate's photo, an employer's logo); only live image files. */
    async media(mediaId: number | null, fit: 'cover' | 'contain'): Promise<Buffer | null> {
      if (!mediaId) return null;
      const row = (await db('media').where({ id: mediaId, kind: 'image' }).whereNull('deleted_at').first('storage_key')) as { storage_key: string } | undefined;
      if (!row) return null;
      return safely(async () => squarePng(await bytesOf((await storage.get(row.storage_key)).stream), fit));
    },
    /** The club's uploaded logo, else its generated crest (api/src/modules/football/identity). */
    async crest(club: CrestClub & { logoPhotoId: number | null }): Promise<Buffer | null> {
      return (club.logoPhotoId ? await football(club.logoPhotoId, 'contain') : null) ?? safely(() => squarePng(Buffer.from(crestSvg(club)), 'contain'));
    },
    /** The player's photo, else his generated portrait in his club's shirt colour. */
    async portrait(player: { id: number; photoId: number | null; gender: string | null; club: CrestClub | null }): Promise<Buffer | null> {
      if (player.photoId) {
        const photo = await football(player.photoId, 'cover');
        if (photo) return photo;
      }
      const shirt = player.club ? clubColours(player.club).primary : '#475569';
      return safely(() => squarePng(Buffer.from(portraitSvg(player.id, shirt, player.gender)), 'cover'));
    },
  };
}

export type CardPictures = ReturnType<typeof createCardPictures>;
