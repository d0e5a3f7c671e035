import { useTranslation } from 'react-i18next';
import { PerkUpgradePanel } from '../../../components/PerkUpgradePanel';

/** What the hot list is for a member below Standard, and the way to it. */
export function UpgradeForHotList() {
  const { t } = useTranslation();
  return (
    <PerkUpgradePanel title={t('hotList.upgrade.title')} upgradeLabel={t('hotList.upgrade.upgrade')} testId="hot-list-upgrade">
      <p>{t('hotList.upgrade.body')}</p>
      <ul className="perk-upgrade__points">
        <li>{t('hotList.upgrade.point1')}</li>
        <li>{t('hotList.upgrade.point2')}</li>
        <li>{t('hotList.upgrade.point3')}</li>
      </ul>
    </PerkUpgradePanel>
  );
}
