import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, profileHref } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { useMediaObjectUrl } from '../../media';
import { useOwnProfile } from '../api/own-profile';
import { usePublicProfile } from '../api/public-profile';
import { CandidateProfileView } from '../components/public-profile/CandidateProfileView';
import '../candidates.css';
import { publicProfileUrl } from '../public-profile-url';

/** `/candidate/view-profile`: the candidate's own profile exactly as others see it, with its public address. */
export function ViewProfilePage() {
  const { t } = useTranslation();
  const own = useOwnProfile();
  const slug = own.data?.profile ?? '';
  // Asked only once the own profile has named the slug (an empty slug is a 400).
  const shown = usePublicProfile(slug);
  const photo = useMediaObjectUrl(own.data?.profilePic ?? null);

  if (own.isPending || (slug && shown.isPending)) return <PageLoading />;
  if (!own.data || !shown.data || shown.data.type !== 'candidate') {
    return <p className="notice notice--error">{t('toast.genericError')}</p>;
  }
  const href = profileHref(slug);
  return (
    <section className="candidate-page" data-testid="view-profile-page">
      <div className="panel panel--row">
        <p>
          {t('candidate.viewProfile.publicAddress')}{' '}
          <Link to={href} data-testid="public-profile-link">{publicProfileUrl(slug)}</Link>
        </p>
        <Link className="button button--ghost" to={ROUTES.candidateEditProfile}>
          {t('sidebar.editProfile')}
        </Link>
      </div>
      {own.data.cand_profile === 'priv' ? (
        <p className="notice" data-testid="private-notice">
          {t('candidate.viewProfile.privateNotice')}
        </p>
      ) : null}
      <CandidateProfileView profile={shown.data.data} photoSrc={photo} />
    </section>
  );
}
