import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATE_LIMITS, EMAIL_TEMPLATE_PURPOSES, emailTemplateSchema } from '@fj/shared';
import { SelectField, TextField, showServerErrors } from '../../../components/form';
import { RichTextFormField } from '../../../components/rich-text';
import { useMergeFieldOptions } from '../../../components/rich-text/use-merge-field-options';
import { notifySuccess } from '../../../components/toasts';
import { useSaveTemplate } from '../api/save-template';
import type { EmailTemplate } from '../api/types';
import { TemplatePreview } from './TemplatePreview';

interface Values {
  email_temp_name: string;
  email_temp_subject: string;
  email_temp_for: string;
  email_temp_details: string;
}

interface EmailTemplateFormProps {
  template?: EmailTemplate;
  onSaved: () => void;
}

/** §3 email template: name, subject, purpose and body (merge fields as chips from the editor's menu) with a live preview. */
export function EmailTemplateForm({ template, onSaved }: EmailTemplateFormProps) {
  const { t } = useTranslation();
  const save = useSaveTemplate();
  const mergeFields = useMergeFieldOptions();
  const initial: Values = {
    email_temp_name: template?.email_temp_name ?? '',
    email_temp_subject: template?.email_temp_subject ?? '',
    email_temp_for: template?.email_temp_for ?? '',
    email_temp_details: template?.email_temp_details ?? '',
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await save.mutateAsync({ ...(template ? { template_id: template.id } : {}), ...values });
      notifySuccess(t('toast.updated'));
      onSaved();
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={emailTemplateSchema} onSubmit={submit} enableReinitialize>
      {({ values, isSubmitting }) => (
        <div className="template-editor">
          <Form className="form" noValidate data-testid="email-template-form">
            <TextField name="email_temp_name" label={t('employer.templates.fields.name')} required maxLength={EMAIL_TEMPLATE_LIMITS.name} />
            <TextField name="email_temp_subject" label={t('employer.templates.fields.subject')} required maxLength={EMAIL_TEMPLATE_LIMITS.subject} />
            <SelectField
              name="email_temp_for"
              label={t('employer.templates.fields.for')}
              required
              options={EMAIL_TEMPLATE_PURPOSES.map((purpose) => ({ value: purpose.value, label: t(`employer.templates.purposes.${purpose.value}`, { defaultValue: purpose.label }) }))}
            />
            <RichTextFormField
              name="email_temp_details"
              label={t('employer.templates.fields.details')}
              required
              minRows={10}
              maxLength={EMAIL_TEMPLATE_LIMITS.details}
              mergeFields={mergeFields}
              hint={t('employer.templates.mergeHint')}
            />
            <button type="submit" className="button" disabled={isSubmitting} data-testid="email-template-save">
              {t('employer.templates.save')}
            </button>
          </Form>
          <TemplatePreview subject={values.email_temp_subject} details={values.email_temp_details} />
        </div>
      )}
    </Formik>
  );
}
