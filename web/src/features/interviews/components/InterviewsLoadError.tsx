import { useTranslation } from 'react-i18next';

/** The interviews could not be loaded: says so, with Try again. */
export function InterviewsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="notice notice--error">
      {t('interviews.loadError')}{' '}
      <button type="button" className="button button--link" onClick={onRetry}>
        {t('interviews.actions.retry')}
      </button>
    </p>
  );
}
