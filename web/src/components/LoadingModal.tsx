import { useTranslation } from 'react-i18next';

/** §2: full-screen loading modal with the spinner image (width 100) and optional text. */
export function LoadingModal({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-modal" role="status" aria-live="polite" aria-label={text ?? t('common.loading')}>
      <img src="/images/spinner.svg" alt="" width={100} height={100} />
      {text ? <p className="loading-modal__text">{text}</p> : null}
    </div>
  );
}
