import type { FormikHelpers } from 'formik';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-errors';
import { notifyError } from '../toasts';

/**
 * A refused save: the API's field errors go under their fields (touched, so formik shows them at once); any other
 * failure is a toast with the API's message.
 */
export function showServerErrors<Values>(error: unknown, helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>): void {
  const fieldErrors = apiFieldErrors(error);
  if (!fieldErrors) {
    notifyError(apiErrorMessage(error));
    return;
  }
  helpers.setErrors(fieldErrors as never);
  helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])) as never, false);
}
