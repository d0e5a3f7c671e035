import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvertPlacement } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { useAdvertisements } from '../api/content';
import { closeAdvert, closedAdverts } from '../lib/closed-adverts';
import './advert.css';

/**
 * §2 advertisement strip (image, title, message, button to a link), shown when its show flag is set and the visitor
 * has not closed it (§4); closed stays closed on this browser. The job, player and blog ad slots use it too.
 */
export function AdvertStrip({ placement = 'strip' }: { placement?: AdvertPlacement }) {
  const { t } = useTranslation();
  const adverts = useAdvertisements(placement);
  const [closed, setClosed] = useState<number[]>(() => closedAdverts());
  const advert = (adverts.data ?? []).find((one) => one.show && !closed.includes(one.id));
  if (!advert) return null;
  const external = /^https?:/i.test(advert.link);
  return (
    <div className="advert-frame">
      <aside className={`advert advert--${placement}`} aria-label={t('content.advert.label')} data-testid={`advert-${placement}`}>
        {advert.img ? <Img className="advert__image" src={mediaUrl(advert.img)} alt="" width={64} height={64} /> : null}
        <div className="advert__text" dir="auto" data-i18n-skip="">
          <strong>{advert.title}</strong>
          {advert.message ? <span>{advert.message}</span> : null}
        </div>
        {advert.link ? (
          <a className="button" href={advert.link} {...(external ? { target: '_blank', rel: 'noopener sponsored' } : {})}>
            <span data-i18n-skip="">{advert.buttonLabel || t('content.advert.more')}</span>
          </a>
        ) : null}
        <button
          type="button"
          className="advert__close"
          aria-label={t('content.advert.close')}
          onClick={() => {
            closeAdvert(advert.id);
            setClosed(closedAdverts().concat(advert.id));
          }}
        >
          ×
        </button>
      </aside>
    </div>
  );
}
