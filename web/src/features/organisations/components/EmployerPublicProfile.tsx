import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useEmployerPublicProfile } from '../api/employer-public-profile';
import { EmployerProfileView } from './EmployerProfileView';

/** `/profile/{slug}` when the profile is an employer's: loads `GET /get-employer-public-profile?slug`. */
export function EmployerPublicProfile({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useEmployerPublicProfile(slug);
  useEffect(() => {
    if (error) console.warn('employer profile failed to load', apiErrorStatus(error)); // §8: only logged
  }, [error]);
  if (isPending) return <PageLoading />;
  if (!data) {
    return (
      <section className="coming-soon" data-testid="profile-not-found">
        <h1>{t('employer.profile.notFound')}</h1>
        <Link className="button button--ghost" to={ROUTES.employersDirectory}>
          {t('employer.directory.title')}
        </Link>
      </section>
    );
  }
  return <EmployerProfileView profile={data} />;
}
