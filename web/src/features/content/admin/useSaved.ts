import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';

/** The toasts every content tool shows after a save: "Saved." or the API's message. */
export function useSaved() {
  const { t } = useTranslation();
  return {
    ok: () => notifySuccess(t('content.admin.saved')),
    fail: (error: unknown) => notifyError(apiErrorMessage(error)),
  };
}
