import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { enumLabelKey, profileHref } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import type { ContactHiddenReason, CvResult } from '../api/types';

/** One discoverable candidate; contact details only when the API returned them. */
export function CvResultCard({ result, hiddenReason }: { result: CvResult; hiddenReason: ContactHiddenReason }) {
  const { t } = useTranslation();
  return (
    <article className="cv-card" data-testid="cv-result">
      <Img src={mediaUrl(result.profilePic)} alt="" width={64} height={64} fallback="profile" className="cv-card__photo" />
      <div className="cv-card__body">
        <h2 className="cv-card__name">{result.slug ? <Link to={profileHref(result.slug)}>{result.name}</Link> : result.name}</h2>
        {result.headline ? <p>{result.headline}</p> : null}
        {result.tags.length ? <p className="tags">{result.tags.map((tag) => <span key={tag} className="tag">{tag}</span>)}</p> : null}
        <p className="cv-card__meta">
          {[
            result.profileType && t(enumLabelKey('profile_type', result.profileType), { defaultValue: result.profileType }),
            result.level && t(enumLabelKey('level', result.level), { defaultValue: result.level }),
            result.experience && t(enumLabelKey('experience', result.experience), { defaultValue: result.experience }),
            result.location,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="tags">
          {result.available ? <span className="tag">{t('employer.cv.immediately')}</span> : null}
          {result.relocate ? <span className="tag">{t('employer.cv.willingRelocate')}</span> : null}
        </p>
        {result.skills.length ? <p className="cv-card__skills">{result.skills.join(', ')}</p> : null}
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
