import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/toasts';
import type { ShareKit } from '../api/share-kit';

const NETWORKS = ['linkedin', 'x', 'facebook', 'whatsapp'] as const;

/**
 * Plain links to the networks' own share pages (no scripts of theirs: the CSP stays clean), and a copy button.
 * Each network reads the profile page's og:image, which is the share card.
 */
export function ShareButtons({ kit }: { kit: ShareKit }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(kit.profileUrl);
      notifySuccess(t('shareCards.copied'));
    } catch {
      notifyError(t('shareCards.copyFailed'));
    }
  }
  return (
    <div className="share-buttons" role="group" aria-label={t('shareCards.shareOn')}>
      {NETWORKS.map((network) => (
        <a key={network} className={`button button--ghost share-buttons__${network}`} href={kit.links[network]} target="_blank" rel="noopener noreferrer" data-testid={`share-${network}`}>
          {t(`shareCards.networks.${network}`)}
        </a>
      ))}
      <button type="button" className="button" onClick={() => void copy()} data-testid="share-copy-link">
        {t('shareCards.copyLink')}
      </button>
    </div>
  );
}
