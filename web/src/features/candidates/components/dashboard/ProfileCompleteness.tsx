import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CANDIDATE_PROFILE_TABS } from '@fj/shared';
import type { CandidateDashboardData } from '../../api/dashboard-data';
import { tabHref } from '../../edit-profile-links';

/** How complete the profile is, and the tabs still empty as next steps (each a link to its tab). */
export function ProfileCompleteness({ completeness }: { completeness: CandidateDashboardData['completeness'] }) {
  const { t } = useTranslation();
  const missing = CANDIDATE_PROFILE_TABS.filter((tab) => completeness.missingTabs.includes(tab.code));
  return (
    <section className="panel" aria-labelledby="completeness-title" data-testid="profile-completeness">
      <h2 id="completeness-title">{t('candidate.dashboard.completeness')}</h2>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby="completeness-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completeness.percent}
        aria-valuetext={t('candidate.dashboard.percentComplete', { percent: completeness.percent })}
        data-testid="completeness-bar"
      >
        <div className="progress__bar" style={{ inlineSize: `${completeness.percent}%` }} />
      </div>
      <p className="stat-card__value" data-testid="completeness-percent">
        {t('candidate.dashboard.percentComplete', { percent: completeness.percent })}
      </p>
      {missing.length || !completeness.hasPicture ? (
        <>
          <h3>{t('candidate.dashboard.nextSteps')}</h3>
          <ul className="next-steps">
            {!completeness.hasPicture ? (
              <li>
                <Link to={tabHref('1.0')}>{t('candidate.dashboard.addPhoto')}</Link>
              </li>
            ) : null}
            {missing.map((tab) => (
              <li key={tab.code}>
                <Link to={tabHref(tab.code)}>
                  {t('candidate.dashboard.completeTab', { tab: t(`candidate.tabs.${tab.key}`, { defaultValue: tab.title }) })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="lead">{t('candidate.dashboard.allDone')}</p>
      )}
    </section>
  );
}
