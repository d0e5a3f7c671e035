import { useTranslation } from 'react-i18next';
import { PerkUpgradePanel } from '../../../components/PerkUpgradePanel';

/** §6: what "Create an interview" is, that it comes with UNLIMITED, and the way to it. `refused` is the API's 402 message. */
export function UpgradeForInterviews({ refused }: { refused?: string }) {
  const { t } = useTranslation();
  return (
    <PerkUpgradePanel
      title={refused ? t('interviews.request.refusedTitle') : t('interviews.request.perkTitle')}
      refused={refused}
      upgradeLabel={t('interviews.request.upgrade')}
      testId="interview-upgrade"
    >
      <p>{t('interviews.request.perkBody')}</p>
      <ul className="perk-upgrade__points">
        <li>{t('interviews.request.perkPoint1')}</li>
        <li>{t('interviews.request.perkPoint2')}</li>
        <li>{t('interviews.request.perkPoint3')}</li>
      </ul>
    </PerkUpgradePanel>
  );
}
