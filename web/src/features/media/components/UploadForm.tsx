import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, UPLOAD_ACCEPT, UPLOAD_LIMITS_MB, UPLOAD_TITLE_MAX_LENGTH, type UploadKind } from '@fj/shared';
import { TextField } from '../../../components/form';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import type { UploadValues } from '../api/types';
import { uploadFileProblem, uploadTitleProblem } from '../file-precheck';
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

/** §5 upload: a title with letters or digits and one file, checked here first and by the server for real. */
export function UploadForm({ kind, upload, fileLabel, submitLabel, testId }: UploadFormProps) {
  const { t } = useTranslation();
  const uploadMessage = useUploadMessage();
  const fileInput = useRef<HTMLInputElement>(null);

  const validate = (values: FormValues) => {
    const errors: Partial<Record<keyof FormValues, string>> = {};
    const titleProblem = values.title.trim() ? uploadTitleProblem(values.title) : MESSAGES.uploadTitle;
    if (titleProblem) errors.title = uploadMessage(titleProblem);
    const fileProblem = uploadFileProblem(kind, values.file);
    if (fileProblem) errors.file = uploadMessage(fileProblem);
    return errors;
  };

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    try {
      await upload({ title: values.title, file: values.file! });
      notifySuccess(t('media.uploaded'));
      helpers.resetForm();
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
      {({ isSubmitting }) => (
        // Formik's submit handler stops the event, so this form may sit inside another one (the apply dialog).
        <Form className="form form--grid upload-form" noValidate data-testid={`${testId}-form`}>
          <TextField name="title" label={t('media.title')} required maxLength={UPLOAD_TITLE_MAX_LENGTH} />
          <FileField
            name="file"
            label={fileLabel}
            accept={UPLOAD_ACCEPT[kind]}
            hint={t(kind === 'cv' ? 'media.cvHint' : 'media.imageHint', { mb: UPLOAD_LIMITS_MB[kind] })}
            inputRef={fileInput}
          />
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
