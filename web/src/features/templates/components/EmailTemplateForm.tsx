import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MERGE_FIELDS, EMAIL_TEMPLATE_LIMITS, EMAIL_TEMPLATE_PURPOSES, emailTemplateSchema } from '@fj/shared';
import { SelectField, TextField, TextAreaField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { useSaveTemplate } from '../api/save-template';
import type { EmailTemplate } from '../api/types';
import { insertAtCursor } from '../lib/insert-at-cursor';
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

/** §3 email template: name, subject, purpose and body with merge-field buttons and a live preview. */
export function EmailTemplateForm({ template, onSaved }: EmailTemplateFormProps) {
  const { t } = useTranslation();
  const save = useSaveTemplate();
  const body = useRef<HTMLTextAreaElement>(null);
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
      {({ values, setFieldValue, isSubmitting }) => (
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
            <div className="merge-fields" role="group" aria-label={t('employer.templates.mergeFields')}>
              <span>{t('employer.templates.mergeFields')}:</span>
              {EMAIL_MERGE_FIELDS.map((field) => (
                <button
                  key={field}
                  type="button"
                  className="button button--ghost"
                  data-testid={`merge-${field}`}
                  onClick={() => {
                    const area = body.current;
                    const next = insertAtCursor(values.email_temp_details, `{${field}}`, area?.selectionStart ?? null, area?.selectionEnd ?? null);
                    void setFieldValue('email_temp_details', next.value);
                    requestAnimationFrame(() => {
                      area?.focus();
                      area?.setSelectionRange(next.caret, next.caret);
                    });
                  }}
                >
                  {`{${field}}`}
                </button>
              ))}
            </div>
            <TextAreaField name="email_temp_details" label={t('employer.templates.fields.details')} required rows={10} maxLength={EMAIL_TEMPLATE_LIMITS.details} textareaRef={body} />
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
