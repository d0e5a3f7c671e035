import { useTranslation } from 'react-i18next';
import { COUNTRIES, type PublicCandidateProfile } from '@fj/shared';
import { Img } from '../../../../components/Img';
import { useEnumLabel } from '../use-enum-label';

const SOCIAL = [
  { field: 'cand_fb', labelKey: 'candidate.social.facebook' },
  { field: 'cand_twiter', labelKey: 'candidate.social.twitter' },
  { field: 'cand_linked', labelKey: 'candidate.social.linkedin' },
  { field: 'cand_google', labelKey: 'candidate.social.google' },
] as const;

interface ProfileHeaderProps {
  profile: PublicCandidateProfile;
  /** Where the photo comes from (an object URL for the owner, the public URL for everyone else). */
  photoSrc: string | null | undefined;
}

/** Photo, name, badges, headline tags, location and social links. */
export function ProfileHeader({ profile, photoSrc }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const location = [profile.cand_city, enumLabel('countries', COUNTRIES, profile.cand_country)].filter(Boolean).join(', ');
  const socials = SOCIAL.filter(({ field }) => profile[field]);
  return (
    <header className="profile-header" data-testid="profile-header">
      <Img src={photoSrc} alt={t('candidate.photoOf', { name: profile.cand_name })} width={140} height={140} fallback="profile" className="profile-header__photo" />
      <div className="profile-header__body">
        <h1 data-testid="profile-name">{profile.cand_name}</h1>
        {profile.immediately === 'yes' || profile.cand_relocate === 'yes' ? (
          <ul className="badges" aria-label={t('candidate.public.badges')}>
            {profile.immediately === 'yes' ? <li className="badge badge--green">{t('candidate.public.immediatelyAvailable')}</li> : null}
            {profile.cand_relocate === 'yes' ? <li className="badge">{t('candidate.public.willingToRelocate')}</li> : null}
          </ul>
        ) : null}
        {profile.cand_headline.length ? (
          <ul className="tags" aria-label={t('candidate.fields.cand_headline')} data-testid="headline-tags">
            {profile.cand_headline.map((tag) => (
              <li key={tag.value} className="tag">
                {t(`enums.job_role.${tag.value}`, { defaultValue: tag.label })}
              </li>
            ))}
          </ul>
        ) : null}
        {profile.cv_headline ? <p className="profile-header__headline">{profile.cv_headline}</p> : null}
        {location ? (
          <p className="profile-header__location" data-testid="profile-location">
            {location}
          </p>
        ) : null}
        {socials.length ? (
          <ul className="social-links" aria-label={t('candidate.public.socialLinks')}>
            {socials.map(({ field, labelKey }) => (
              <li key={field}>
                <a href={profile[field]} target="_blank" rel="nofollow noopener noreferrer">
                  {t(labelKey)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {profile.contactVisible && (profile.cand_email || profile.cand_phone) ? (
          <ul className="profile-header__contact" aria-label={t('candidate.public.contact')} data-testid="profile-contact">
            {profile.cand_email ? (
              <li>
                <a href={`mailto:${profile.cand_email}`}>{profile.cand_email}</a>
              </li>
            ) : null}
            {profile.cand_phone ? (
              <li>
                <a href={`tel:${profile.cand_phone}`}>{profile.cand_phone}</a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
