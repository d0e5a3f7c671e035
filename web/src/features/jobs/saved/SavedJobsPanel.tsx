import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { useSavedJobs } from '../api/saved-jobs';
import { SavedJobsList } from './SavedJobsList';
import '../jobs.css';

const SHOWN = 3;

/** The candidate dashboard's "Saved jobs": the three most recently saved, and a link to all of them. */
export function SavedJobsPanel() {
  const { t } = useTranslation();
  const saved = useSavedJobs(0, SHOWN);
  const total = saved.data?.total ?? 0;
  return (
    <section className="card saved-jobs-panel" aria-labelledby="saved-jobs-heading" data-testid="saved-jobs-panel">
      <header className="saved-jobs-panel__header">
        <h2 id="saved-jobs-heading">{t('candidate.savedJobs.title')}</h2>
        {total > 0 ? (
          <Link to={ROUTES.candidateSavedJobs} data-testid="saved-jobs-all">
            {t('candidate.savedJobs.viewAll', { count: total })}
          </Link>
        ) : null}
      </header>
      <SavedJobsList
        query={saved}
        empty={
          <EmptyState
            compact
            illustration="list"
            title={t('candidate.savedJobs.emptyTitle')}
            body={t('candidate.savedJobs.emptyBody')}
            action={{ label: t('candidate.savedJobs.browse'), to: ROUTES.jobs }}
          />
        }
      />
    </section>
  );
}
