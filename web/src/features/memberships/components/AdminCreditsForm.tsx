import { useCallback } from 'react';
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { MESSAGES } from '@fj/shared';
import { AsyncSelect, type AsyncOption } from '../../../components/AsyncSelect';
import { FieldShell } from '../../../components/form/FieldShell';
import { TextField } from '../../../components/form/TextField';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiFieldErrors, genericErrorMessage } from '../../../lib/api-errors';
import { searchCreditAccounts, useUpdateCredits, type CreditAccount } from '../api/admin-credits';

/** Balances an administrator may set (the API checks the same bounds). */
export const MAX_ADMIN_CREDITS = 100_000;

interface AdminCreditsValues {
  account: CreditAccount | null;
  standardCredits: string;
  premiumCredits: string;
}

const creditsField = (wholeNumber: string) =>
  yup
    .string()
    .required(MESSAGES.required)
    .matches(/^\d+$/, wholeNumber)
    .test('max', wholeNumber, (value) => !value || Number(value) <= MAX_ADMIN_CREDITS);

function AccountField() {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<CreditAccount | null>('account');
  const { values, setValues } = useFormikContext<AdminCreditsValues>();
  const error = meta.touched && meta.error ? meta.error : undefined;
  const load = useCallback((input: string) => searchCreditAccounts(input), []);
  const choose = (option: AsyncOption | null) => {
    const account = option as CreditAccount | null;
    // One update: separate setFieldValue calls would each validate against values missing the others' changes.
    // The form starts from the account's balances as they are now.
    void setValues(
      account ? { account, standardCredits: String(account.standardCredits), premiumCredits: String(account.premiumCredits) } : { ...values, account: null },
    );
  };
  return (
    <FieldShell id="admin-credits-account" label={t('billing.admin.account')} required error={error} hint={t('billing.admin.accountHint')}>
      <AsyncSelect
        inputId="admin-credits-account"
        loadOptions={load}
        value={field.value}
        onChange={choose}
        onBlur={() => void helpers.setTouched(true, false)}
        aria-invalid={!!error}
      />
    </FieldShell>
  );
}

/** Admin dashboard "Add credits": find an account (after 4 characters), see its balances, set new ones. */
export function AdminCreditsForm() {
  const { t } = useTranslation();
  const update = useUpdateCredits();
  const wholeNumber = t('billing.admin.wholeNumber', { max: MAX_ADMIN_CREDITS });
  const schema = yup.object({
    account: yup.object().nullable().required(MESSAGES.required),
    standardCredits: creditsField(wholeNumber),
    premiumCredits: creditsField(wholeNumber),
  });

  const submit = async (values: AdminCreditsValues, helpers: FormikHelpers<AdminCreditsValues>) => {
    if (!values.account) return;
    try {
      await update.mutateAsync({ id: values.account.value, standardCredits: Number(values.standardCredits), premiumCredits: Number(values.premiumCredits) });
      notifySuccess(t('toast.creditsUpdated', { defaultValue: MESSAGES.creditsUpdated }));
      // What the account holds now, so a second change starts from it.
      void helpers.setFieldValue('account', { ...values.account, standardCredits: Number(values.standardCredits), premiumCredits: Number(values.premiumCredits) });
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors && (fieldErrors.standardCredits || fieldErrors.premiumCredits)) {
        helpers.setErrors(fieldErrors);
        helpers.setTouched({ standardCredits: true, premiumCredits: true }, false);
      } else {
        notifyError(genericErrorMessage());
      }
    }
  };

  return (
    <section className="billing-page" aria-labelledby="admin-add-credits-title" data-testid="admin-add-credits">
      <h2 id="admin-add-credits-title">{t('billing.admin.title')}</h2>
      <Formik<AdminCreditsValues> initialValues={{ account: null, standardCredits: '', premiumCredits: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <AccountField />
            <TextField name="standardCredits" label={t('billing.admin.standard')} required inputMode="numeric" maxLength={6} />
            <TextField name="premiumCredits" label={t('billing.admin.premium')} required inputMode="numeric" maxLength={6} />
            <button type="submit" className="button" disabled={isSubmitting} data-testid="admin-credits-submit">
              {t('billing.admin.submit')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
