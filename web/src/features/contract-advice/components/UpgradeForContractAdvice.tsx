import { useTranslation } from 'react-i18next';
import { PerkUpgradePanel } from '../../../components/PerkUpgradePanel';

/** Below UNLIMITED: what the service is and the way to it. `refused` is the API's 402 message, when it answered one. */
export function UpgradeForContractAdvice({ refused }: { refused?: string }) {
  const { t } = useTranslation();
  return (
    <PerkUpgradePanel title={t('contractAdvice.upgrade.title')} refused={refused} upgradeLabel={t('contractAdvice.upgrade.upgrade')} testId="advice-upgrade">
      <p>{t('contractAdvice.upgrade.body')}</p>
      <ul className="perk-upgrade__points">
        <li>{t('contractAdvice.upgrade.point1')}</li>
        <li>{t('contractAdvice.upgrade.point2')}</li>
        <li>{t('contractAdvice.upgrade.point3')}</li>
      </ul>
    </PerkUpgradePanel>
  );
}
