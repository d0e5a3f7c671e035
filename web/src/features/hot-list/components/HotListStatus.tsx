import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import type { HotListOwnState } from '../api/types';

/** Whether employers see the candidate now, and what to fix when they chose to be listed but are not. */
export function HotListStatus({ state }: { state: HotListOwnState }) {
  const { t } = useTranslation();
  const wantsIn = state.entry?.available === true;
  if (state.listed) {
    return (
      <p className="notice" role="status" data-testid="hot-list-status">
        {t('hotList.candidate.listed')}
      </p>
    );
  }
  if (wantsIn && (!state.hasProfile || !state.profilePublic)) {
    return (
      <p className="notice notice--warning" role="status" data-testid="hot-list-status">
        {t('hotList.candidate.profileHidden')} <Link to={ROUTES.candidateEditProfile}>{t('hotList.candidate.editProfile')}</Link>
      </p>
    );
  }
  return (
    <p className="notice notice--info" role="status" data-testid="hot-list-status">
      {t('hotList.candidate.notListed')}
    </p>
  );
}
