import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileHref } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { enumLabel, enumLabelOfEnglish } from '../../../lib/enum-labels';
import { formatList } from '../../../lib/intl-locale';
import type { ContactHiddenReason, CvResult } from '../api/types';

/** One discoverable candidate; contact details only when the API returned them. */
export function CvResultCard({ result, hiddenReason }: { result: CvResult; hiddenReason: ContactHiddenReason }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="cv-card" data-testid="cv-result">
      <Img src={mediaUrl(result.profilePic)} alt="" width={64} height={64} fallback="profile" className="cv-card__photo" />
      <div className="cv-card__body">
        <h2 className="cv-card__name" data-i18n-skip="">{result.slug ? <Link to={profileHref(result.slug)}>{result.name}</Link> : result.name}</h2>
        {result.headline ? <p dir="auto" data-i18n-skip="">{result.headline}</p> : null}
        {result.tags.length ? (
          <p className="tags">
            {result.tags.map((tag) => (
              <span key={tag} className="tag">
                {enumLabelOfEnglish(t, 'job_role', tag)}
              </span>
            ))}
          </p>
        ) : null}
        <p className="cv-card__meta">
          {[
            enumLabel(t, 'profile_type', result.profileType),
            enumLabel(t, 'level', result.level),
            enumLabel(t, 'experience', result.experience),
            result.country ? enumLabel(t, 'countries', result.country) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
          {result.city ? <span data-i18n-skip="" dir="auto">{` · ${result.city}`}</span> : null}
          {!result.country && !result.city && result.location ? <span data-i18n-skip="" dir="auto">{` · ${result.location}`}</span> : null}
        </p>
        <p className="tags">
          {result.available ? <span className="tag">{t('employer.cv.immediately')}</span> : null}
          {result.relocate ? <span className="tag">{t('employer.cv.willingRelocate')}</span> : null}
        </p>
        {result.skills.length ? <p className="cv-card__skills">{formatList(result.skills.map((skill) => enumLabelOfEnglish(t, 'skills', skill)), i18n.language)}</p> : null}
        {result.contact ? (
          <p data-testid="cv-contact">
            {result.contact.email ? <a href={`mailto:${result.contact.email}`}>{result.contact.email}</a> : null}
            {result.contact.phone ? ` · ${result.contact.phone}` : ''}
          </p>
        ) : (
          <p className="field__hint" data-testid="cv-contact-hidden">
            {hiddenReason === 'access' ? t('employer.cv.hiddenByAccess') : t('employer.cv.hiddenByTier')}
          </p>
        )}
      </div>
    </article>
  );
}
