import type { Knex } from 'knex';
import { badRequest } from '../../lib/http-error';

/** An uploaded image a content item may show (cover, photo, advert image), or a 400 naming the field. */
export async function checkImage(db: Knex, mediaId: number | null | undefined, field: string): Promise<number | null> {
  if (!mediaId) return null;
  const media = await db('media').where({ id: mediaId }).whereNull('deleted_at').first('mime');
  if (!media || !String(media.mime).startsWith('image/')) throw badRequest('Please check the form.', { [field]: 'File type must be image/*' });
  return mediaId;
}
