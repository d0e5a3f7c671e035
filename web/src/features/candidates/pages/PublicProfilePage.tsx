import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ROUTES, profileHref } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { PageLoading } from '../../../components/PageLoading';
import { ReportButton } from '../../../components/report/ReportButton';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
// The hook's own module, not the media barrel: the barrel's upload form would bring formik into a visitor's first load.
import { useMediaObjectUrl } from '../../media/api/media-object-url';
import { usePublicProfile } from '../api/public-profile';
import { CandidateProfileView } from '../components/public-profile/CandidateProfileView';
import { mediaUrl } from '../media-url';
import '../candidates.css';

// Chunks of their own: most visitors read a candidate's profile and are not its owner, and the employer view and
// the owner's share panel bring forms and schemas (formik, yup) the candidate view does not need.
const EmployerPublicProfile = lazy(() => import('../../organisations').then((module) => ({ default: module.EmployerPublicProfile })));
const OwnerSharePanel = lazy(() => import('../../share-cards').then((module) => ({ default: module.OwnerSharePanel })));

/** `/profile/{slug}`: the candidate view or, when the API says the type is employer, the employer view (§2). */
export function PublicProfilePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { claims } = useSession();
  const { data, isPending, error } = usePublicProfile(slug);
  const isOwn = !!claims?.profile && claims.profile === slug;
  const ownPhoto = useMediaObjectUrl(isOwn && data?.type === 'candidate' ? data.data.profilePic : null);
  useDocumentTitle(data ? (data.type === 'employer' ? data.data.name : data.data.cand_name) : undefined);

  // A former address answers with the current profile: show the current address in the bar too.
  useEffect(() => {
    if (data && data.data.slug && data.data.slug !== slug) navigate(profileHref(data.data.slug), { replace: true });
  }, [data, slug, navigate]);

  useEffect(() => {
    if (error) console.warn('public profile failed to load', apiErrorStatus(error)); // §8: failed loads are only logged
  }, [error]);

  if (isPending) return <PageLoading />;
  if (error || !data) {
    return (
      <section className="coming-soon" data-testid="profile-not-found">
        <h1>{t('candidate.public.notFoundTitle')}</h1>
        <p>{apiErrorStatus(error) === 404 ? t('candidate.public.notFoundBody') : t('toast.genericError')}</p>
        <Link className="button button--ghost" to={ROUTES.profileList}>
          {t('candidate.public.browseProfiles')}
        </Link>
      </section>
    );
  }
  if (data.type === 'employer') {
    return (
      <Suspense fallback={<PageLoading />}>
        <EmployerPublicProfile slug={data.data.slug || slug} />
      </Suspense>
    );
  }
  return (
    <>
      <CandidateProfileView profile={data.data} photoSrc={isOwn ? ownPhoto : mediaUrl(data.data.profilePic)} />
      {isOwn ? (
        <Suspense fallback={null}>
          <OwnerSharePanel />
        </Suspense>
      ) : (
        <p className="public-profile__report">
          <ReportButton kind="profile" id={data.data.userId} />
        </p>
      )}
    </>
  );
}
