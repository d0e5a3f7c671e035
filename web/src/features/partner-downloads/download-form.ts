import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { PARTNER_DOWNLOAD_ACCEPT, PARTNER_DOWNLOAD_CATEGORIES, PARTNER_DOWNLOAD_LIMITS, PARTNER_DOWNLOAD_MAX_BYTES, PARTNER_DOWNLOAD_TIERS } from '@fj/shared';

export interface DownloadFormValues {
  title: string;
  partner: string;
  description: string;
  category: string;
  minimumTier: string;
  published: boolean;
  file: File | null;
}

export const EMPTY_DOWNLOAD: DownloadFormValues = { title: '', partner: '', description: '', category: '', minimumTier: '', published: true, file: null };

/** File names the form accepts before the server reads the bytes (the server decides for real). */
const ACCEPTED_EXTENSIONS = PARTNER_DOWNLOAD_ACCEPT.split(',').filter((entry) => entry.startsWith('.'));

/** The same rules as the api's shared schema, with the page's language; `withFile` for the upload form. */
export function downloadSchema(t: TFunction, withFile: boolean) {
  const required = t('partnerDownloads.admin.required');
  const tooLong = (max: number) => t('validation.tooLong', { max });
  return yup.object({
    title: yup.string().trim().required(required).max(PARTNER_DOWNLOAD_LIMITS.title, tooLong(PARTNER_DOWNLOAD_LIMITS.title)),
    partner: yup.string().trim().required(required).max(PARTNER_DOWNLOAD_LIMITS.partner, tooLong(PARTNER_DOWNLOAD_LIMITS.partner)),
    description: yup.string().max(PARTNER_DOWNLOAD_LIMITS.description, tooLong(PARTNER_DOWNLOAD_LIMITS.description)),
    category: yup.string().required(t('partnerDownloads.admin.chooseCategory')).oneOf([...PARTNER_DOWNLOAD_CATEGORIES], t('partnerDownloads.admin.chooseCategory')),
    minimumTier: yup.string().required(t('partnerDownloads.admin.chooseTier')).oneOf([...PARTNER_DOWNLOAD_TIERS], t('partnerDownloads.admin.chooseTier')),
    published: yup.boolean(),
    file: withFile
      ? yup
          .mixed<File>()
          .nullable()
          .test('present', t('partnerDownloads.admin.chooseFile'), (file) => !!file)
          .test('type', t('partnerDownloads.admin.fileType'), (file) => !file || ACCEPTED_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)))
          .test('size', t('partnerDownloads.admin.fileTooLarge', { mb: PARTNER_DOWNLOAD_LIMITS.maxMb }), (file) => !file || file.size <= PARTNER_DOWNLOAD_MAX_BYTES)
      : yup.mixed().nullable(),
  });
}
