import { useTranslation } from 'react-i18next';
import { PerkUpgradePanel } from '../../../components/PerkUpgradePanel';

/** Below ELITE: what the share card is, and the way to it. */
export function UpgradeForShareCards() {
  const { t } = useTranslation();
  return (
    <PerkUpgradePanel title={t('shareCards.upgrade.title')} upgradeLabel={t('shareCards.upgrade.upgrade')} testId="share-upgrade">
      <p>{t('shareCards.upgrade.body')}</p>
    </PerkUpgradePanel>
  );
}
