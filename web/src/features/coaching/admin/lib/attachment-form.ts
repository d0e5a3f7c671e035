import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { UPLOAD_TITLE_MAX_LENGTH } from '@fj/shared';
import { uploadFileProblem, uploadTitleProblem } from '../../../media/file-precheck';

/** `attachmentTitle`, not `title`: the lesson's own title field is on the same screen (ids follow names). */
export interface AttachmentFormValues {
  attachmentTitle: string;
  file: File | null;
}

export const emptyAttachment = (): AttachmentFormValues => ({ attachmentTitle: '', file: null });

/** A lesson's attachment follows the media rules of other documents: a PDF or a picture, up to the 'other' limit. */
export function attachmentSchema(t: TFunction) {
  return yup.object({
    attachmentTitle: yup
      .string()
      .trim()
      .required(t('coachingAdmin.validation.titleRequired'))
      .max(UPLOAD_TITLE_MAX_LENGTH, t('validation.tooLong', { max: UPLOAD_TITLE_MAX_LENGTH }))
      .test('title', (value, context) => {
        const problem = value ? uploadTitleProblem(value) : undefined;
        return problem ? context.createError({ message: problem }) : true;
      }),
    file: yup
      .mixed<File>()
      .nullable()
      .test('file', (file, context) => {
        const problem = uploadFileProblem('other', file);
        return problem ? context.createError({ message: problem }) : true;
      }),
  });
}
