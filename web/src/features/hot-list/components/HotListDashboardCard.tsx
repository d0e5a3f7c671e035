import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import { useHotListEntry } from '../api/own-entry';
import '../hot-list.css';

/** The dashboard's way to the hot list: whether employers see the candidate there now. */
export function HotListDashboardCard() {
  const { t } = useTranslation();
  const own = useHotListEntry();
  if (!own.data) return null;
  const text = own.data.listed ? t('hotList.dashboard.listed') : own.data.included ? t('hotList.dashboard.join') : t('hotList.dashboard.locked');
  return (
    <div className="hot-list-dashboard notice notice--info" data-testid="dashboard-hot-list">
      <strong>{t('screens.candidateHotList')}</strong> · {text}{' '}
      <Link to={ROUTES.candidateHotList} data-testid="dashboard-hot-list-link">
        {own.data.listed ? t('hotList.dashboard.manage') : t('hotList.dashboard.open')}
      </Link>
    </div>
  );
}
