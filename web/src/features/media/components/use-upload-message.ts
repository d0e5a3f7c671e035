import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../../lib/form-messages';
import { uploadMessageKey } from '../file-precheck';

/** Upload messages (ours or the server's) in the page's language. */
export function useUploadMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const known = uploadMessageKey(message);
      return known ? t(known.key, { ...known.values, defaultValue: message }) : translateFormMessage(message, t);
    },
    [t],
  );
}
