import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileHref } from '@fj/shared';
import { OrganisationLogo } from '../../../components/OrganisationLogo';
import { mediaUrl } from '../../candidates/media-url';
import { enumLabel } from '../../../lib/enum-labels';
import type { OrganisationCard } from '../api/types';

/** §3 organisation card: name, logo, headline, available jobs, employees, location. */
export function OrganisationCardView({ organisation }: { organisation: OrganisationCard }) {
  const { t, i18n } = useTranslation();
  const href = organisation.slug ? profileHref(organisation.slug) : undefined;
  return (
    <article className="org-card" data-testid="organisation-card">
      <OrganisationLogo src={mediaUrl(organisation.profilePic)} name={organisation.name} size={80} decorative className="org-card__logo" />
      <h3 className="org-card__name" data-i18n-skip="">{href ? <Link to={href}>{organisation.name}</Link> : organisation.name}</h3>
      {organisation.headline ? <p className="org-card__headline" dir="auto" data-i18n-skip="">{organisation.headline}</p> : null}
      <ul className="org-card__facts">
        <li>{t('employer.directory.availableJobs', { count: organisation.availableJobs })}</li>
        {organisation.numberOfEmployees ? <li>{t('employer.profile.employees', { value: organisation.numberOfEmployees })}</li> : null}
        {organisation.country ? (
          <li>
            {organisation.city ? <span data-i18n-skip="" dir="auto">{organisation.city}</span> : null}
            {organisation.city ? (i18n.dir() === 'rtl' ? '، ' : ', ') : null}
            {enumLabel(t, 'countries', organisation.country)}
          </li>
        ) : organisation.location ? (
          <li data-i18n-skip="" dir="auto">{organisation.location}</li>
        ) : null}
      </ul>
    </article>
  );
}
