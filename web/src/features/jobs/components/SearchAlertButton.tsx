import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { loadFullCatalogue } from '../../../i18n';
import { saveRedirect } from '../../../lib/session-storage';
import type { JobFilters } from '../lib/job-filters';
import { placeText } from './LocationBox';

// The alert form and its strings load only when it is opened.
const JobAlertModal = lazy(async () => {
  const [module] = await Promise.all([import('../../alerts'), loadFullCatalogue()]);
  return { default: module.JobAlertModal };
});

/**
 * "Get alerts for this search": an alert with the search's keyword, place and first category (docs/jobs.md).
 * A visitor logs in first and comes back to the same search.
 */
export function SearchAlertButton({ filters }: { filters: JobFilters }) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const place = { countries: filters.location.slice(0, 1), city: filters.city };
  const where = placeText(t, place, i18n.dir() === 'rtl');
  const summary = [filters.search, where].filter(Boolean).join(' · ');
  const onClick = () => {
    if (isLoggedIn) return setOpen(true);
    saveRedirect(`${location.pathname}${location.search}`);
    navigate(ROUTES.login);
  };
  return (
    <>
      <button type="button" className="button button--ghost search-alert" onClick={onClick} data-testid="search-alert-button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t('jobs.search.alert')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <JobAlertModal
            category={filters.category[0]}
            search={{
              keyword: filters.search,
              country: place.countries[0] ?? '',
              city: filters.city,
              name: summary ? t('jobs.search.alertName', { search: summary }) : '',
              summary: summary || t('jobs.search.allJobs'),
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
