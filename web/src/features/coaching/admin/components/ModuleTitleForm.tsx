import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { COACHING_LIMITS } from '@fj/shared';
import { TextField } from '../../../../components/form';
import { apiErrorMessage, apiFieldErrors } from '../../../../lib/api-errors';
import { moduleSchema } from '../lib/module-form';

interface ModuleTitleFormProps {
  /** The field's name (and so its id): the add form and a rename form can be on the page together. */
  fieldName: string;
  initialTitle?: string;
  label: string;
  submitLabel: string;
  onSave: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}

/** Name a new module or rename one; the API's refusal shows under the field. */
export function ModuleTitleForm({ fieldName, initialTitle = '', label, submitLabel, onSave, onCancel, testId }: ModuleTitleFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => yup.object({ [fieldName]: moduleSchema(t).fields.title }), [t, fieldName]);
  const submit = async (values: Record<string, string>, helpers: FormikHelpers<Record<string, string>>) => {
    try {
      await onSave(values[fieldName].trim());
      helpers.resetForm({ values: { [fieldName]: '' } });
    } catch (error) {
      helpers.setFieldError(fieldName, apiFieldErrors(error)?.title ?? apiErrorMessage(error));
      void helpers.setFieldTouched(fieldName, true, false);
    }
  };
  return (
    <Formik initialValues={{ [fieldName]: initialTitle }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="coaching-admin__inline-form" noValidate data-testid={testId}>
          <TextField name={fieldName} label={label} required maxLength={COACHING_LIMITS.titleMaxLength} dir="auto" />
          <div className="form__row">
            <button type="submit" className="button button--small" disabled={isSubmitting}>
              {submitLabel}
            </button>
            {onCancel ? (
              <button type="button" className="button button--ghost button--small" onClick={onCancel}>
                {t('coachingAdmin.cancel')}
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}
