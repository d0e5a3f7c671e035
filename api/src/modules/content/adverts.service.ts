import type { Knex } from 'knex';
import { mediaPath, type AdvertisementStrip, type AdvertPlacement } from '@fj/shared';
import { badRequest, notFound } from '../../lib/http-error';
import { checkImage } from './content-images';
import { plainText } from './text';

interface AdvertRow {
  id: number;
  title: string;
  message: string;
  link: string;
  button_label: string;
  title_ar: string;
  message_ar: string;
  button_label_ar: string;
  image_media_id: number | null;
  placement: AdvertPlacement;
  starts_at: Date | null;
  ends_at: Date | null;
  enabled: boolean;
}

export interface AdvertInput {
  title: string;
  message?: string;
  link?: string;
  buttonLabel?: string;
  titleAr?: string;
  messageAr?: string;
  buttonLabelAr?: string;
  imageMediaId?: number | null;
  placement: AdvertPlacement;
  startsAt?: string | null;
  endsAt?: string | null;
  enabled: boolean;
}

const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;

const toStrip = (row: AdvertRow, now: Date): AdvertisementStrip => ({
  id: row.id,
  show: row.enabled && (!row.starts_at || row.starts_at <= now) && (!row.ends_at || row.ends_at > now),
  img: row.image_media_id ? mediaPath(row.image_media_id) : null,
  title: row.title,
  message: row.message,
  link: row.link,
  buttonLabel: row.button_label,
  titleAr: row.title_ar,
  messageAr: row.message_ar,
  buttonLabelAr: row.button_label_ar,
  placement: row.placement,
});

export function createAdvertsService(db: Knex, now: () => Date) {
  const date = (value: string | null | undefined, field: string) => {
    if (!value) return null;
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) throw badRequest('Please check the form.', { [field]: 'Not a valid date and time.' });
    return at;
  };
  const values = async (input: AdvertInput) => {
    const link = (input.link ?? '').trim();
    if (link && !SAFE_LINK.test(link)) throw badRequest('Please check the form.', { link: 'Use an https:// address or a path on this site.' });
    const title = plainText(input.title);
    if (!title) throw badRequest('Please check the form.', { title: 'This field is required.' });
    const startsAt = date(input.startsAt, 'startsAt');
    const endsAt = date(input.endsAt, 'endsAt');
    if (startsAt && endsAt && endsAt <= startsAt) throw badRequest('Please check the form.', { endsAt: 'The end must be after the start.' });
    return {
      title,
      message: plainText(input.message ?? ''),
      link,
      button_label: plainText(input.buttonLabel ?? ''),
      title_ar: plainText(input.titleAr ?? ''),
      message_ar: plainText(input.messageAr ?? ''),
      button_label_ar: plainText(input.buttonLabelAr ?? ''),
      image_media_id: await checkImage(db, input.imageMediaId, 'imageMediaId'),
      placement: input.placement,
      starts_at: startsAt,
      ends_at: endsAt,
      enabled: input.enabled,
    };
  };
  return {
    /** What the public sees: running adverts (on, inside their dates), optionally for one placement. */
    async running(placement?: AdvertPlacement): Promise<AdvertisementStrip[]> {
      const at = now();
      const rows = await db<AdvertRow>('advertisements')
        .where({ enabled: true })
        .modify((q) => (placement ? q.where({ placement }) : q))
        .andWhere((q) => q.whereNull('starts_at').orWhere('starts_at', '<=', at))
        .andWhere((q) => q.whereNull('ends_at').orWhere('ends_at', '>', at))
        .orderBy('id', 'desc')
        .limit(20)
        .select('*');
      return rows.map((row: AdvertRow) => toStrip(row, at));
    },
    async adminList() {
      const at = now();
      const rows: AdvertRow[] = await db<AdvertRow>("advertisements").orderBy("id", "desc").select("*");
      return rows.map((row) => ({ ...toStrip(row, at), enabled: row.enabled, imageMediaId: row.image_media_id, startsAt: row.starts_at?.toISOString() ?? null, endsAt: row.ends_at?.toISOString() ?? null }));
    },
    async save(input: AdvertInput, id?: number) {
      if (id) {
        if (!(await db('advertisements').where({ id }).update(await values(input)))) throw notFound('Advertisement not found');
        return id;
      }
      const [row] = await db('advertisements').insert(await values(input)).returning(['id']);
      return row.id as number;
    },
    async remove(id: number) {
      if (!(await db('advertisements').where({ id }).delete())) throw notFound('Advertisement not found');
    },
  };
}

export type AdvertsService = ReturnType<typeof createAdvertsService>;
