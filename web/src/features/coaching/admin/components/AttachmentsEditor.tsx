import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS_MB, UPLOAD_TITLE_MAX_LENGTH, type CoachingAttachmentDto } from '@fj/shared';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { TextField } from '../../../../components/form';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../../lib/api-errors';
import { formatNumber } from '../../../../lib/format-money';
import { downloadFile } from '../../../media';
import { FileField } from '../../../media/components/FileField';
import { titleFromFileName } from '../../../media/file-precheck';
import { useRemoveAttachment, useUploadAttachment } from '../api/authoring';
import { attachmentSchema, emptyAttachment, type AttachmentFormValues } from '../lib/attachment-form';

/** The files a lesson offers its learners (PDFs or pictures): upload with a title, download, remove. */
export function AttachmentsEditor({ lessonId, attachments }: { lessonId: number; attachments: CoachingAttachmentDto[] }) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => attachmentSchema(t), [t]);
  const upload = useUploadAttachment(lessonId);
  const remove = useRemoveAttachment(lessonId);
  const [removing, setRemoving] = useState<CoachingAttachmentDto | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);

  const submit = async (values: AttachmentFormValues, helpers: FormikHelpers<AttachmentFormValues>) => {
    try {
      await upload.mutateAsync({ file: values.file!, title: values.attachmentTitle.trim() });
      notifySuccess(t('coachingAdmin.attachments.uploaded'));
      helpers.resetForm({ values: emptyAttachment() });
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) {
        helpers.setErrors({ attachmentTitle: fieldErrors.title, file: fieldErrors.file });
        void helpers.setTouched({ attachmentTitle: true, file: true }, false);
      } else notifyError(apiErrorMessage(error));
    }
  };

  return (
    <section className="coaching-admin__subpanel" aria-labelledby={`attachments-${lessonId}`} data-testid="attachments-editor">
      <h3 id={`attachments-${lessonId}`}>{t('coachingAdmin.attachments.title')}</h3>
      {attachments.length === 0 ? (
        <p className="admin-hint">{t('coachingAdmin.attachments.empty')}</p>
      ) : (
        <ul className="coaching-admin__attachments">
          {attachments.map((attachment) => (
            <li key={attachment.id} data-testid="attachment-row">
              <button type="button" className="button button--link" onClick={() => void downloadFile(attachment.url, attachment.title).catch((error: unknown) => notifyError(apiErrorMessage(error)))}>
                <span dir="auto" data-i18n-skip="">
                  {attachment.title}
                </span>
              </button>
              <span className="admin-hint">{t('coachingAdmin.attachments.size', { kb: formatNumber(Math.max(1, Math.round(attachment.size / 1024)), i18n.language, 0) })}</span>
              <button type="button" className="button button--ghost button--small coaching-admin__danger" onClick={() => setRemoving(attachment)} aria-label={t('coachingAdmin.attachments.removeNamed', { title: attachment.title })}>
                {t('coachingAdmin.attachments.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Formik initialValues={emptyAttachment()} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, values, setFieldValue }) => (
          <Form className="form coaching-admin__inline-form" noValidate data-testid="attachment-form">
            <FileField
              name="file"
              label={t('coachingAdmin.attachments.file')}
              accept={UPLOAD_ACCEPT.other}
              hint={t('coachingAdmin.attachments.fileHint', { mb: UPLOAD_LIMITS_MB.other })}
              inputRef={fileInput}
              onFile={(file) => {
                if (file && !values.attachmentTitle.trim()) void setFieldValue('attachmentTitle', titleFromFileName(file.name));
              }}
            />
            <TextField name="attachmentTitle" label={t('coachingAdmin.attachments.name')} required maxLength={UPLOAD_TITLE_MAX_LENGTH} dir="auto" />
            <div className="form__row">
              <button type="submit" className="button button--small" disabled={isSubmitting} data-testid="attachment-upload">
                {isSubmitting ? t('coachingAdmin.attachments.uploading') : t('coachingAdmin.attachments.add')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
      <ConfirmDialog
        open={removing !== null}
        message={t('coachingAdmin.attachments.removeQuestion', { title: removing?.title ?? '' })}
        confirmLabel={t('coachingAdmin.attachments.remove')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(removing!.id);
            notifySuccess(t('coachingAdmin.attachments.removed'));
          } catch (error) {
            notifyError(apiErrorMessage(error));
          }
          setRemoving(null);
        }}
      />
    </section>
  );
}
