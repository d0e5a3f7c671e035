import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../../components/form';
import { Modal } from '../../../components/Modal';
import { notifySuccess } from '../../../components/toasts';
import { useUpdateDownload } from '../api/partner-downloads';
import type { AdminDownload } from '../api/types';
import { downloadSchema, type DownloadFormValues } from '../download-form';
import { DownloadFields } from './DownloadFields';

/** Edits a resource's fields (the file stays; publishing is the table's own button). */
export function EditDownloadDialog({ item, onClose }: { item: AdminDownload; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateDownload();
  const initial: DownloadFormValues = { title: item.title, partner: item.partner, description: item.description, category: item.category, minimumTier: item.minimumTier, published: item.published, file: null };

  const submit = async (values: DownloadFormValues, helpers: FormikHelpers<DownloadFormValues>) => {
    try {
      await update.mutateAsync({ id: item.id, title: values.title.trim(), partner: values.partner.trim(), description: values.description, category: values.category, minimumTier: values.minimumTier });
      notifySuccess(t('partnerDownloads.admin.saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Modal open title={t('partnerDownloads.admin.editTitle', { title: item.title })} onClose={onClose}>
      <Formik initialValues={initial} validationSchema={downloadSchema(t, false)} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form form--grid" noValidate data-testid="partner-download-edit-form">
            <DownloadFields />
            <div className="form__full partner-edit__actions">
              <button type="submit" className="button" disabled={isSubmitting}>
                {t('partnerDownloads.admin.save')}
              </button>
              <button type="button" className="button button--ghost" onClick={onClose}>
                {t('partnerDownloads.admin.cancel')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
