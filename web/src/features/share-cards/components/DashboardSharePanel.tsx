import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import { includesSocialShare, useShareKit } from '../api/share-kit';
import { ShareButtons } from './ShareButtons';
import '../share-cards.css';

/** The dashboard's small share panel, for ELITE and up with a public profile; nothing for anyone else. */
export function DashboardSharePanel({ membership }: { membership: string | undefined }) {
  const { t } = useTranslation();
  const kit = useShareKit(includesSocialShare(membership));
  if (!kit.data?.public) return null;
  return (
    <section className="share-panel share-panel--dashboard" aria-labelledby="share-panel-title" data-testid="dashboard-share-panel">
      <h2 id="share-panel-title">{t('shareCards.dashboard.title')}</h2>
      <p>{t('shareCards.dashboard.body')}</p>
      <ShareButtons kit={kit.data} />
      <Link to={ROUTES.candidateShareProfile}>{t('shareCards.dashboard.open')}</Link>
    </section>
  );
}
