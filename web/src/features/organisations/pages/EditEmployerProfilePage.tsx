import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileHref } from '@fj/shared';
import { TimeZonePanel } from '../../interviews';
import { useOwnEmployerProfile } from '../api/own-employer-profile';
import { EmployerProfileForm } from '../components/EmployerProfileForm';
import { LogoUpload } from '../components/LogoUpload';
import '../organisations.css';

/** `/employer/edit-profile`: the organisation's public profile. */
export function EditEmployerProfilePage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useOwnEmployerProfile();
  return (
    <section className="area-page" data-testid="employer-edit-profile-page">
      <header className="area-page__header">
        <h1>{t('sidebar.editProfile')}</h1>
        {data?.slug ? (
          <Link className="button button--ghost" to={profileHref(data.slug)} data-testid="view-public-profile">
            {t('sidebar.viewMyProfile')}
          </Link>
        ) : null}
      </header>
      {isPending ? <p>{t('common.loading')}</p> : null}
      {isError ? <p>{t('toast.genericError')}</p> : null}
      {data ? (
        <>
          <LogoUpload profile={data} />
          <EmployerProfileForm profile={data} />
          <TimeZonePanel />
        </>
      ) : null}
    </section>
  );
}
