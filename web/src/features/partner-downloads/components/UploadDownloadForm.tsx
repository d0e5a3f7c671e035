import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_DOWNLOAD_ACCEPT, PARTNER_DOWNLOAD_LIMITS } from '@fj/shared';
import { CheckboxField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { FileField } from '../../media/components/FileField';
import { useUploadDownload } from '../api/partner-downloads';
import { downloadSchema, EMPTY_DOWNLOAD, type DownloadFormValues } from '../download-form';
import { DownloadFields } from './DownloadFields';

/** The administrators' upload: the file and every field a member sees, published at once unless unticked. */
export function UploadDownloadForm() {
  const { t } = useTranslation();
  const upload = useUploadDownload();
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (values: DownloadFormValues, helpers: FormikHelpers<DownloadFormValues>) => {
    try {
      await upload.mutateAsync({ ...values, title: values.title.trim(), partner: values.partner.trim(), file: values.file! });
      notifySuccess(t('partnerDownloads.admin.uploaded'));
      helpers.resetForm();
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={EMPTY_DOWNLOAD} validationSchema={downloadSchema(t, true)} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form form--grid" noValidate data-testid="partner-download-upload-form" aria-label={t('partnerDownloads.admin.uploadTitle')}>
          <DownloadFields />
          <FileField name="file" label={t('partnerDownloads.admin.fieldFile')} accept={PARTNER_DOWNLOAD_ACCEPT} hint={t('partnerDownloads.admin.fileHint', { mb: PARTNER_DOWNLOAD_LIMITS.maxMb })} inputRef={fileInput} />
          <CheckboxField name="published" label={t('partnerDownloads.admin.fieldPublished')} />
          <div className="form__full">
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? t('partnerDownloads.admin.uploading') : t('partnerDownloads.admin.upload')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
