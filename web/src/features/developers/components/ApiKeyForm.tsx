import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKeyDto } from '@fj/shared';
import { TextField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { useCreateApiKey } from '../api/api-keys';
import { apiKeySchema, emptyApiKey, MAX_KEY_NAME, toCreateRequest, type ApiKeyFormValues } from '../lib/api-key-form';
import { i18nCode, scopeGroups, type DeveloperArea } from '../lib/scopes';
import { CheckboxGroupField } from './CheckboxGroupField';

/** Name, scopes (read / write) and an optional last day: the key itself comes back once, to `onCreated`. */
export function ApiKeyForm({ area, onCreated }: { area: DeveloperArea; onCreated: (key: CreatedApiKeyDto) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const groups = useMemo(
    () =>
      scopeGroups(area).map((group) => ({
        heading: t(`developers.scopeGroups.${group.code}`),
        options: group.scopes.map((scope) => ({ value: scope, label: scope, hint: t(`developers.scopes.${i18nCode(scope)}`) })),
      })),
    [t, area],
  );
  const today = new Date().toISOString().slice(0, 10);

  const submit = async (values: ApiKeyFormValues, helpers: FormikHelpers<ApiKeyFormValues>) => {
    try {
      const created = await create.mutateAsync(toCreateRequest(values));
      helpers.resetForm({ values: emptyApiKey() });
      notifySuccess(t('developers.keys.created'));
      onCreated(created);
    } catch (error) {
      showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={emptyApiKey()} validationSchema={apiKeySchema(t)} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="form dev-form" noValidate data-testid="api-key-form" aria-labelledby="api-key-form-title">
          <h3 id="api-key-form-title" className="dev-form__title">
            {t('developers.keys.createTitle')}
          </h3>
          <TextField name="name" label={t('developers.keys.name')} required maxLength={MAX_KEY_NAME} hint={t('developers.keys.nameHint')} autoComplete="off" />
          <CheckboxGroupField name="scopes" legend={t('developers.keys.scopes')} groups={groups} required testId="api-key-scopes" />
          <TextField name="expiresAt" type="date" label={t('developers.keys.expiresAt')} min={today} hint={t('developers.keys.expiresHint')} />
          <button type="submit" className="button" disabled={isSubmitting} data-testid="api-key-create">
            {t('developers.keys.create')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
