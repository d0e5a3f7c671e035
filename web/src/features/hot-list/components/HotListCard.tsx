import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { enumLabel } from '../../../lib/enum-labels';
import { formatList } from '../../../lib/intl-locale';
import { formatDate } from '../../../lib/format-date';
import type { HotListItem } from '../api/types';

/** One candidate on the hot list: roles, from when, where; contact details only when the API sent them. */
export function HotListCard({ item, today }: { item: HotListItem; today: string }) {
  const { t, i18n } = useTranslation();
  const place = [item.city, item.country ? enumLabel(t, 'countries', item.country) : ''].filter(Boolean).join(i18n.dir() === 'rtl' ? '، ' : ', ');
  return (
    <article className="hot-card" data-testid="hot-list-item">
      <Img src={mediaUrl(item.profilePic)} alt="" width={56} height={56} fallback="profile" className="hot-card__photo" />
      <div className="hot-card__body">
        <h2 className="hot-card__name" data-i18n-skip="">
          <Link to={item.profileUrl}>{item.name}</Link>
        </h2>
        {item.headline ? (
          <p className="hot-card__headline" dir="auto" data-i18n-skip="">
            {item.headline}
          </p>
        ) : null}
        <p className="tags">
          {item.roles.map((role) => (
            <span key={role} className="tag tag--role">
              {enumLabel(t, 'job_role', role)}
            </span>
          ))}
        </p>
        <p className="hot-card__meta">
          <span className="hot-card__from" data-testid="hot-list-from">
            {item.availableFrom <= today ? t('hotList.employer.availableNow') : t('hotList.employer.availableFrom', { date: formatDate(item.availableFrom, i18n.language) })}
          </span>
          {' · '}
          {t('hotList.employer.openTo', { regions: formatList(item.regions.map((region) => enumLabel(t, 'countries', region)), i18n.language) })}
          {place ? <span data-i18n-skip="" dir="auto">{` · ${place}`}</span> : null}
        </p>
        {item.contact ? (
          <p className="hot-card__contact" data-testid="hot-list-contact">
            {item.contact.email ? <a href={`mailto:${item.contact.email}`} dir="ltr">{item.contact.email}</a> : null}
            {item.contact.phone ? <span dir="ltr">{` · ${item.contact.phone}`}</span> : null}
          </p>
        ) : (
          <p className="field__hint" data-testid="hot-list-contact-hidden">
            {t('employer.cv.hiddenByAccess')}
          </p>
        )}
      </div>
    </article>
  );
}
