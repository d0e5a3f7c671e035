import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { apiErrorStatus } from '../../../lib/api-error-status';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useJobBySlug } from '../api/job-detail-by-slug';
import { JobDetailSkeleton } from '../components/JobDetailSkeleton';
import { JobDetailView } from '../components/JobDetailView';
import '../jobs.css';

/** /job-detail/{slug}, /job/{slug} (data preloaded from the list) and /job1/{slug} (variant 'alt'). */
export function JobDetailPage({ variant = 'default' }: { variant?: 'default' | 'alt' }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: job, isPending, error } = useJobBySlug(slug);
  useDocumentTitle(job?.title);
  if (isPending) return <JobDetailSkeleton />;
  if (!job) {
    // §8: a failed load is not announced as an error; a missing job says so plainly.
    return (
      <section className="job-missing" data-testid="job-not-found">
        <h1>{apiErrorStatus(error) === 404 ? t('jobs.detail.notFound') : t('jobs.detail.unavailable')}</h1>
        <Link className="button" to={ROUTES.jobs}>
          {t('jobs.detail.backToJobs')}
        </Link>
      </section>
    );
  }
  return <JobDetailView job={job} variant={variant} />;
}

export function JobAltPage() {
  return <JobDetailPage variant="alt" />;
}
