import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIMITS, ROUTES } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { useSavedJobs } from '../api/saved-jobs';
import { SavedJobsList } from './SavedJobsList';
import '../jobs.css';

const PAGE_SIZE = LIMITS.defaultPageSize;

/** `/candidate/saved-jobs`: every saved job, most recently saved first, a page at a time (?page=). */
export function SavedJobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const saved = useSavedJobs((page - 1) * PAGE_SIZE, PAGE_SIZE);
  return (
    <section className="saved-jobs-page" data-testid="saved-jobs-page">
      <header className="area-page__header">
        <h1>{t('candidate.savedJobs.title')}</h1>
        <p className="lead">{t('candidate.savedJobs.lead')}</p>
      </header>
      <SavedJobsList
        query={saved}
        empty={
          <EmptyState
            illustration="list"
            headingLevel={2}
            title={t('candidate.savedJobs.emptyTitle')}
            body={t('candidate.savedJobs.emptyBody')}
            action={{ label: t('candidate.savedJobs.browse'), to: ROUTES.jobs }}
          />
        }
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={saved.data?.total ?? 0} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} showTotal />
    </section>
  );
}
