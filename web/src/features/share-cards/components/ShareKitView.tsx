import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import type { ShareKit } from '../api/share-kit';
import { ShareButtons } from './ShareButtons';

/** The card as networks will show it, the profile address, and the share buttons; a private profile says so first. */
export function ShareKitView({ kit }: { kit: ShareKit }) {
  const { t } = useTranslation();
  if (!kit.public) {
    return (
      <div className="share-panel" data-testid="share-private">
        <p className="notice notice--info">{t('shareCards.private')}</p>
        <Link className="button" to={ROUTES.candidateEditProfile}>
          {t('shareCards.editProfile')}
        </Link>
      </div>
    );
  }
  return (
    <div className="share-panel">
      {kit.cardUrl && <img className="share-card-preview" src={kit.cardUrl} width={1200} height={630} alt={t('shareCards.previewAlt')} data-testid="share-card-preview" />}
      <p className="share-panel__url">
        <a href={kit.profileUrl} data-testid="share-profile-url">
          {kit.profileUrl}
        </a>
      </p>
      <ShareButtons kit={kit} />
    </div>
  );
}
