import { Form, Formik, setIn, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CANDIDATE_PROFILE_TABS,
  candidateProfileTabSchema,
  type CandidateProfile,
  type CandidateProfileField,
  type CandidateProfileTabCode,
} from '@fj/shared';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../../lib/api-errors';
import { useUpdateProfile } from '../../api/update-profile';

export type TabValues = Record<string, unknown>;

/** The form values of one tab, taken from the profile (null salary becomes '' for the input). */
export function tabValues(code: CandidateProfileTabCode, profile: CandidateProfile): TabValues {
  const tab = CANDIDATE_PROFILE_TABS.find((entry) => entry.code === code)!;
  const values: TabValues = {};
  for (const field of tab.fields as readonly CandidateProfileField[]) {
    const value = profile[field as keyof CandidateProfile];
    values[field] = value ?? '';
  }
  return values;
}

/** What the API receives: the tab's fields only; an empty salary clears it. */
function requestBody(values: TabValues): TabValues {
  const body = { ...values };
  if ('cand_salary' in body && (body.cand_salary === '' || body.cand_salary === undefined)) body.cand_salary = null;
  return body;
}

/** The 422 `errors` of the API (paths like `cand_profession[0].project_start`) as formik errors and touched marks. */
export function serverErrorsForForm(errors: Record<string, string>, fields: readonly string[]) {
  let formErrors: FormikErrors<TabValues> = {};
  let touched: FormikTouched<TabValues> = {};
  for (const [path, message] of Object.entries(errors)) {
    const root = path.split(/[.[]/)[0];
    if (!fields.includes(root)) continue;
    formErrors = setIn(formErrors, path, message);
    touched = setIn(touched, path, true);
  }
  return { formErrors, touched, matched: Object.keys(formErrors).length > 0 };
}

/** A refused save: the server's errors under this form's fields when they are about them, else a toast. */
export function showSaveError(error: unknown, fields: readonly string[], helpers: FormikHelpers<TabValues>): void {
  const fieldErrors = apiFieldErrors(error);
  const forForm = fieldErrors ? serverErrorsForForm(fieldErrors, fields) : undefined;
  if (forForm?.matched) {
    helpers.setTouched(forForm.touched, false);
    helpers.setErrors(forForm.formErrors);
  } else {
    notifyError(apiErrorMessage(error));
  }
}

interface ProfileTabFormProps {
  code: CandidateProfileTabCode;
  profile: CandidateProfile;
  children: ReactNode;
}

/**
 * One edit-profile tab: a formik form over the tab's fields only, validated by the shared yup schema of the tab
 * (§9 codes). Errors appear under a field once touched; the server's field errors are shown the same way.
 */
export function ProfileTabForm({ code, profile, children }: ProfileTabFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const tab = CANDIDATE_PROFILE_TABS.find((entry) => entry.code === code)!;

  const submit = async (values: TabValues, helpers: FormikHelpers<TabValues>) => {
    try {
      const saved = await update.mutateAsync(requestBody(values));
      notifySuccess(t('toast.updated'));
      helpers.resetForm({ values: tabValues(code, saved) });
    } catch (error) {
      showSaveError(error, tab.fields, helpers);
    }
  };

  return (
    <Formik initialValues={tabValues(code, profile)} validationSchema={candidateProfileTabSchema(code)} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <Form className="form form--grid profile-tab" noValidate data-testid={`profile-tab-${tab.key}`}>
          {children}
          <div className="form__full form__row">
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? t('candidate.form.saving') : t('candidate.form.save')}
            </button>
            {dirty ? <span className="field__hint">{t('candidate.form.unsaved')}</span> : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}
