import { useTranslation } from 'react-i18next';

interface LoadStateProps {
  pending: boolean;
  failed: boolean;
  /** What could not be loaded, in words. */
  errorMessage: string;
  /** When given, the error offers 'Try again'. */
  onRetry?: () => void;
}

/** The 'Loading...' line of a billing query, or its load error (nothing once the data is there). */
export function LoadState({ pending, failed, errorMessage, onRetry }: LoadStateProps) {
  const { t } = useTranslation();
  if (pending) return <p role="status">{t('common.loading')}</p>;
  if (!failed) return null;
  if (!onRetry) {
    return (
      <p className="notice notice--error" role="alert">
        {errorMessage}
      </p>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorMessage}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('billing.tryAgain')}
      </button>
    </div>
  );
}
