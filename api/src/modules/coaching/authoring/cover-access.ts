import type { Knex } from 'knex';
import { mediaPath } from '@fj/shared';

/** An uploaded picture is public once it is the cover of a published course (the catalogue shows it to everyone). */
export const isCoachingCover = (db: Knex) => async (mediaId: number): Promise<boolean> =>
  !!(await db('coaching_courses').where({ cover_image_url: mediaPath(mediaId), published: true }).first('id'));
