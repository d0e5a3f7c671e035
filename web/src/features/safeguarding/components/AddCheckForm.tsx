import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKGROUND_CHECK_LIMITS, BACKGROUND_CHECK_TYPES } from '@fj/shared';
import { SelectField, TextField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { FileField } from '../../media/components/FileField';
import { useAddBackgroundCheck } from '../api/add-background-check';
import { CERTIFICATE_ACCEPT, checkSchema, emptyCheck, todayIso, type CheckFormValues } from '../lib/check-form';

/** A new background check: its type, reference number, issue and expiry dates, and the certificate (PDF, JPEG or PNG). */
export function AddCheckForm() {
  const { t } = useTranslation();
  const add = useAddBackgroundCheck();
  const schema = useMemo(() => checkSchema(t), [t]);
  const today = todayIso();

  const submit = async (values: CheckFormValues, helpers: FormikHelpers<CheckFormValues>) => {
    try {
      await add.mutateAsync({ checkType: values.checkType, referenceNumber: values.referenceNumber, issuedOn: values.issuedOn, expiresOn: values.expiresOn, certificate: values.file! });
      notifySuccess(t('safeguarding.form.sent'));
      helpers.resetForm({ values: emptyCheck() });
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={emptyCheck()} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form safeguarding-panel" noValidate data-testid="check-form" aria-labelledby="check-form-title">
          <h2 id="check-form-title">{t('safeguarding.form.title')}</h2>
          <p className="field__hint">{t('safeguarding.form.lead')}</p>
          <SelectField
            name="checkType"
            label={t('safeguarding.form.checkType')}
            required
            placeholder={t('safeguarding.form.choose')}
            options={BACKGROUND_CHECK_TYPES.map((value) => ({ value, label: t(`safeguarding.types.${value}`) }))}
          />
          <TextField name="referenceNumber" label={t('safeguarding.form.referenceNumber')} required maxLength={BACKGROUND_CHECK_LIMITS.referenceNumber} />
          <div className="safeguarding-dates">
            <TextField name="issuedOn" type="date" label={t('safeguarding.form.issuedOn')} required max={today} />
            <TextField name="expiresOn" type="date" label={t('safeguarding.form.expiresOn')} required min={today} />
          </div>
          <FileField name="file" label={t('safeguarding.form.certificate')} accept={CERTIFICATE_ACCEPT} hint={t('safeguarding.form.certificateHint', { mb: BACKGROUND_CHECK_LIMITS.certificateMb })} />
          <div className="form__row">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="check-submit">
              {isSubmitting ? t('safeguarding.form.sending') : t('safeguarding.form.submit')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
