import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvertisementStrip, AdvertPlacement } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { useAdvertisements } from '../api/content';
import { closeAdvert, closedAdverts } from '../lib/closed-adverts';
import './advert.css';

/** The advert's words in the reader's language: the Arabic ones when the reader reads Arabic and they are filled, else the English. */
export function advertText(advert: AdvertisementStrip, language: string) {
  const arabic = language.startsWith('ar') && advert.titleAr?.trim();
  if (!arabic) return { lang: 'en', title: advert.title, message: advert.message, buttonLabel: advert.buttonLabel };
  return { lang: 'ar', title: advert.titleAr, message: advert.messageAr || '', buttonLabel: advert.buttonLabelAr || '' };
}

/**
 * §2 advertisement strip (image, title, message, button to a link), shown when its show flag is set and the visitor
 * has not closed it (§4); closed stays closed on this browser. The job, player and blog ad slots use it too.
 */
export function AdvertStrip({ placement = 'strip' }: { placement?: AdvertPlacement }) {
  const { t, i18n } = useTranslation();
  const adverts = useAdvertisements(placement);
  const [closed, setClosed] = useState<number[]>(() => closedAdverts());
  const advert = (adverts.data ?? []).find((one) => one.show && !closed.includes(one.id));
  if (!advert) return null;
  const external = /^https?:/i.test(advert.link);
  const text = advertText(advert, i18n.language);
  return (
    <div className="advert-frame">
      <aside className={`advert advert--${placement}`} aria-label={t('content.advert.label')} data-testid={`advert-${placement}`}>
        {advert.img ? <Img className="advert__image" src={mediaUrl(advert.img)} alt="" width={64} height={64} /> : null}
        <div className="advert__text" dir="auto" lang={text.lang} data-i18n-skip="">
          <strong>{text.title}</strong>
          {text.message ? <span>{text.message}</span> : null}
        </div>
        {advert.link ? (
          <a className="button" href={advert.link} {...(external ? { target: '_blank', rel: 'noopener sponsored' } : {})}>
            <span data-i18n-skip="" lang={text.buttonLabel ? text.lang : undefined}>{text.buttonLabel || t('content.advert.more')}</span>
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
