import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileHref, type CoachingPersonDto } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';

/** Who runs the course, with their public profile when they have one. */
export function CoachCard({ coach }: { coach: CoachingPersonDto }) {
  const { t } = useTranslation();
  return (
    <div className="coaching-coach" data-testid="coaching-coach">
      <Img className="coaching-coach__photo" src={mediaUrl(coach.profilePic)} alt="" width={56} height={56} fallback="profile" />
      <div>
        <p className="coaching-coach__label">{t('coaching.course.coach')}</p>
        {coach.slug ? (
          <Link className="coaching-coach__name" to={profileHref(coach.slug)} dir="auto" data-i18n-skip="">
            {coach.name}
          </Link>
        ) : (
          <span className="coaching-coach__name" dir="auto" data-i18n-skip="">
            {coach.name}
          </span>
        )}
      </div>
    </div>
  );
}
