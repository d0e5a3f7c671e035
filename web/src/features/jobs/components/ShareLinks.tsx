import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { shareLinks } from '../lib/share-links';

const NETWORK_KEYS = {
  linkedin: 'jobs.share.linkedin',
  x: 'jobs.share.x',
  facebook: 'jobs.share.facebook',
  whatsapp: 'jobs.share.whatsapp',
} as const;

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('jobs.share.copied'));
    } catch {
      notifyError(t('jobs.share.copyFailed'));
    }
  };
  return (
    <div className="share-links" data-testid="share-links">
      <span className="share-links__label">{t('jobs.share.title')}</span>
      {shareLinks(url, title).map((link) => (
        <a key={link.network} className="share-links__link" href={link.href} target="_blank" rel="noopener noreferrer" data-network={link.network}>
          {t(NETWORK_KEYS[link.network])}
        </a>
      ))}
      <button type="button" className="button button--link" onClick={() => void copy()}>
        {t('jobs.share.copy')}
      </button>
    </div>
  );
}
