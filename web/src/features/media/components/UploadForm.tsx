import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS_MB, UPLOAD_TITLE_MAX_LENGTH, type UploadKind } from '@fj/shared';
import { TextField } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import type { UploadValues } from '../api/types';
import { titleFromFileName, uploadFileProblem, uploadTitleProblem } from '../file-precheck';
import { FileField } from './FileField';
import { useUploadMessage } from './use-upload-message';

interface UploadFormProps {
  kind: UploadKind;
  /** Sends the file; resolves when the server stored it. */
  upload: (values: UploadValues) => Promise<unknown>;
  fileLabel: string;
  submitLabel: string;
  /** Prefix of the inputs' names and test ids, so two forms can share a page. */
  testId: string;
}

interface FormValues {
  title: string;
  file: File | null;
}

const EMPTY: FormValues = { title: '', file: null };

/**
 * §5 upload: one file and a title with letters or digits, checked here first and by the server for real. The title
 * is suggested from the file's name when the person has not typed one, so nobody has to invent a title for a photo.
 */
export function UploadForm({ kind, upload, fileLabel, submitLabel, testId }: UploadFormProps) {
  const { t } = useTranslation();
  const uploadMessage = useUploadMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  /** The title last suggested from a file name: replaced by the next file's, unlike a title the person wrote. */
  const suggested = useRef('');

  const validate = (values: FormValues) => {
    const errors: Partial<Record<keyof FormValues, string>> = {};
    // An empty title is filled in from the file at submit; a typed one must still have a letter or digit.
    const titleProblem = values.title.trim() ? uploadTitleProblem(values.title) : undefined;
    if (titleProblem) errors.title = uploadMessage(titleProblem);
    const fileProblem = uploadFileProblem(kind, values.file);
    if (fileProblem) errors.file = uploadMessage(fileProblem);
    return errors;
  };

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    try {
      const title = values.title.trim() || titleFromFileName(values.file!.name) || t(kind === 'cv' ? 'media.defaultCvTitle' : 'media.defaultFileTitle');
      await upload({ title, file: values.file! });
      notifySuccess(t('media.uploaded'));
      helpers.resetForm();
      suggested.current = '';
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      const known = fieldErrors && Object.fromEntries(
        Object.entries(fieldErrors)
          .filter(([field]) => field === 'title' || field === 'file')
          .map(([field, message]) => [field, uploadMessage(message)]),
      );
      if (known && Object.keys(known).length) {
        helpers.setErrors(known);
        helpers.setTouched(Object.fromEntries(Object.keys(known).map((field) => [field, true])), false);
      } else {
        notifyError(uploadMessage(apiErrorMessage(error)));
      }
    }
  };

  return (
    <Formik initialValues={EMPTY} validate={validate} onSubmit={submit}>
      {({ isSubmitting, values, setFieldValue }) => (
        // Formik's submit handler stops the event, so this form may sit inside another one (the apply dialog).
        <Form className="form form--grid upload-form" noValidate data-testid={`${testId}-form`}>
          <FileField
            name="file"
            label={fileLabel}
            accept={UPLOAD_ACCEPT[kind]}
            hint={t(kind === 'cv' ? 'media.cvHint' : 'media.imageHint', { mb: UPLOAD_LIMITS_MB[kind] })}
            inputRef={fileInput}
            onFile={(file) => {
              // Suggest the file's name until the person writes their own title.
              if (!file || (values.title.trim() && values.title !== suggested.current)) return;
              suggested.current = titleFromFileName(file.name);
              void setFieldValue('title', suggested.current, true);
            }}
          />
          <TextField name="title" label={t('media.title')} hint={t('media.titleHint')} maxLength={UPLOAD_TITLE_MAX_LENGTH} />
          <div className="form__full">
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? t('media.uploading') : submitLabel}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
