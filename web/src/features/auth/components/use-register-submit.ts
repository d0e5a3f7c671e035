import type { FormikHelpers, FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@fj/shared';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useStartSession } from '../use-start-session';

/** Shared submit of the registration forms: 409/422 field errors go under their fields, success logs in. */
export function useRegisterSubmit<Values extends FormikValues>(
  register: (values: Values) => Promise<LoginResponse>,
  destination: string,
) {
  const { t } = useTranslation();
  const startSession = useStartSession();
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const answer = await register(values);
      notifySuccess(t('signup.registered'));
      startSession(answer, () => destination);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) {
        helpers.setErrors(fields as never);
        helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])) as never, false);
      }
      notifyError(apiErrorMessage(error));
    }
  };
}
