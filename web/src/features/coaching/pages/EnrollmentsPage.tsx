import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoading } from '../../../components/PageLoading';
import { useEnrollments } from '../api/enrollments';
import { EnrollmentCard } from '../components/EnrollmentCard';
import '../coaching.css';

/** `/coaching/enrollments/`: my courses, unfinished first, each with its progress, continue, certificate and coach. */
export function EnrollmentsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useEnrollments();

  let body;
  if (isPending) body = <PageLoading />;
  else if (isError)
    body = (
      <div className="notice notice--error" role="alert">
        <p>{t('coaching.enrollments.loadError')}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  else if (data.length === 0)
    body = (
      <EmptyState
        illustration="list"
        title={t('coaching.enrollments.emptyTitle')}
        body={t('coaching.enrollments.emptyBody')}
        action={{ label: t('coaching.enrollments.browse'), to: ROUTES.coaching }}
        data-testid="coaching-enrollments-empty"
      />
    );
  else {
    const ordered = [...data].sort((a, b) => Number(a.completed) - Number(b.completed));
    body = (
      <ul className="coaching-enrollments" data-testid="coaching-enrollments">
        {ordered.map((enrollment) => (
          <EnrollmentCard key={enrollment.id} enrollment={enrollment} />
        ))}
      </ul>
    );
  }

  return (
    <section className="coaching-page" data-testid="coaching-enrollments-page">
      <header className="coaching-hero">
        <div>
          <h1>{t('coaching.enrollments.title')}</h1>
          <p className="lead">{t('coaching.enrollments.lead')}</p>
        </div>
        <p className="coaching-actions">
          <Link className="button button--ghost" to={ROUTES.coaching}>
            {t('coaching.enrollments.browse')}
          </Link>
          <Link className="button button--ghost" to={ROUTES.coachingMessages}>
            {t('coaching.messages.title')}
          </Link>
        </p>
      </header>
      {body}
    </section>
  );
}
