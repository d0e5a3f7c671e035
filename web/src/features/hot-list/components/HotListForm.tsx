import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, JOB_ROLES } from '@fj/shared';
import { CheckboxField, TextField, showServerErrors } from '../../../components/form';
import { notifySuccess } from '../../../components/toasts';
import { enumOptions } from '../../../lib/enum-labels';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useUpdateHotList } from '../api/own-entry';
import type { HotListOwnState } from '../api/types';
import { hotListSchema, initialValues, MAX_REGIONS, MAX_ROLES, toChoice, type HotListFormValues } from '../lib/hot-list-form';
import { MultiChoiceField } from './MultiChoiceField';

/** Join or leave the hot list: available, from when, up to 3 roles, where (docs/hot-list.md). */
export function HotListForm({ state, onPaymentRequired }: { state: HotListOwnState; onPaymentRequired: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateHotList();
  const roles = useMemo(() => enumOptions(t, 'job_role', JOB_ROLES), [t]);
  const regions = useMemo(() => enumOptions(t, 'countries', COUNTRIES), [t]);

  const submit = async (values: HotListFormValues, helpers: FormikHelpers<HotListFormValues>) => {
    try {
      const saved = await save.mutateAsync(toChoice(values));
      notifySuccess(saved.entry?.available ? t('hotList.candidate.joined') : t('hotList.candidate.left'));
    } catch (error) {
      if (apiErrorStatus(error) === 402) onPaymentRequired();
      else showServerErrors(error, helpers);
    }
  };

  return (
    <Formik initialValues={initialValues(state)} validationSchema={hotListSchema(t)} onSubmit={submit} enableReinitialize={false}>
      {({ values, isSubmitting }) => (
        <Form className="form hot-list-form" noValidate data-testid="hot-list-form">
          <CheckboxField name="available" label={t('hotList.form.available')} />
          {values.available ? (
            <>
              <TextField name="availableFrom" type="date" label={t('hotList.form.availableFrom')} required hint={t('hotList.form.availableFromHint')} />
              <MultiChoiceField name="roles" label={t('hotList.form.roles')} options={roles} max={MAX_ROLES} required hint={t('hotList.form.rolesHint', { max: MAX_ROLES })} />
              <MultiChoiceField name="regions" label={t('hotList.form.regions')} options={regions} max={MAX_REGIONS} required hint={t('hotList.form.regionsHint')} />
            </>
          ) : (
            <p className="field__hint" data-testid="hot-list-leaving">{t('hotList.form.leavingHint')}</p>
          )}
          <button type="submit" className="button" disabled={isSubmitting} data-testid="hot-list-save">
            {values.available ? t('hotList.form.save') : t('hotList.form.saveLeave')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
