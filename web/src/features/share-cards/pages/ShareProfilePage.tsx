import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { useDashboardData } from '../../candidates/api/dashboard-data';
import { includesSocialShare, useShareKit } from '../api/share-kit';
import { ShareKitView } from '../components/ShareKitView';
import { UpgradeForShareCards } from '../components/UpgradeForShareCards';
import '../share-cards.css';

/** `/candidate/share-profile` (§6 "share your profile", ELITE and up): the card, the address and the share buttons. */
export function ShareProfilePage() {
  const { t } = useTranslation();
  const dashboard = useDashboardData();
  const included = includesSocialShare(dashboard.data?.membership);
  const kit = useShareKit(included);

  let body;
  if (dashboard.isPending || (included && kit.isPending)) body = <PageLoading />;
  else if (dashboard.isError || kit.isError) body = <p className="notice notice--error">{t('shareCards.loadError')}</p>;
  else if (!included || !kit.data) body = <UpgradeForShareCards />;
  else body = <ShareKitView kit={kit.data} />;

  return (
    <section className="area-page share-page" data-testid="candidate-share-profile-page">
      <header className="area-page__header">
        <h1>{t('screens.candidateShareProfile')}</h1>
      </header>
      <p className="lead">{t('shareCards.lead')}</p>
      {body}
    </section>
  );
}
