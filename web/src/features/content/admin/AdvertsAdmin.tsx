import { useTranslation } from 'react-i18next';
import { ADVERT_PLACEMENTS, CONTENT_API } from '@fj/shared';
import { useFormatDate } from '../../../lib/format-date';
import { adminCalls, useAdminList } from './admin-api';
import { EditableList } from './EditableList';
import { ImageField } from './ImageField';
import { TextFields } from './TextFields';

interface AdvertRow {
  id: number;
  title: string;
  message: string;
  link: string;
  buttonLabel: string;
  titleAr: string;
  messageAr: string;
  buttonLabelAr: string;
  placement: string;
  enabled: boolean;
  show: boolean;
  imageMediaId: number | null;
  startsAt: string | null;
  endsAt: string | null;
}

const BLANK = { title: '', message: '', link: '', buttonLabel: '', titleAr: '', messageAr: '', buttonLabelAr: '', placement: 'strip', enabled: true, imageMediaId: null as number | null, startsAt: null as string | null, endsAt: null as string | null };
/** The API's limits of the Arabic fields (the same as their English ones). */
const AR_MAX_LENGTH = { titleAr: 120, messageAr: 300, buttonLabelAr: 40 } as const;
const dateInput = (value: string | null) => (value ? value.slice(0, 10) : '');

/** Advertisements: text (English, and Arabic shown to Arabic readers when filled), link, image, placement, start/end dates and on/off. */
export function AdvertsAdmin() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const list = useAdminList<AdvertRow[]>('adverts', CONTENT_API.adminAdverts);
  return (
    <EditableList
      testId="adverts-admin"
      section="adverts"
      rows={list.data?.data ?? []}
      blank={BLANK}
      valuesOf={({ title, message, link, buttonLabel, titleAr, messageAr, buttonLabelAr, placement, enabled, imageMediaId, startsAt, endsAt }) => ({ title, message, link, buttonLabel, titleAr, messageAr, buttonLabelAr, placement, enabled, imageMediaId, startsAt, endsAt })}
      saveCall={adminCalls.saveAdvert}
      deleteCall={adminCalls.deleteAdvert}
      cells={(row) => (
        <>
          <td data-i18n-skip="">{row.title}</td>
          <td>{t(`content.admin.advert.placements.${row.placement}`)}</td>
          <td>
            {row.startsAt ? formatDate(row.startsAt) : '—'} – {row.endsAt ? formatDate(row.endsAt) : '—'}
          </td>
          <td>{row.show ? t('content.admin.advert.running') : t('content.admin.advert.notRunning')}</td>
        </>
      )}
      fields={(values, set) => (
        <>
          <TextFields idPrefix="a" labelPrefix="content.admin.advert" names={['title', 'message', 'link', 'buttonLabel'] as const} values={values} maxLength={(name) => (name === 'link' ? 2048 : 300)} onChange={(name, value) => set({ [name]: value })} />
          <fieldset className="content-editor__translation">
            <legend>{t('content.admin.advert.arabic')}</legend>
            <TextFields idPrefix="a" labelPrefix="content.admin.advert" names={['titleAr', 'messageAr', 'buttonLabelAr'] as const} values={values} maxLength={(name) => AR_MAX_LENGTH[name]} onChange={(name, value) => set({ [name]: value })} lang="ar" />
          </fieldset>
          <div className="content-editor__row">
            <div className="form-field">
              <label htmlFor="a-placement">{t('content.admin.advert.placement')}</label>
              <select id="a-placement" value={values.placement} onChange={(e) => set({ placement: e.target.value })}>
                {ADVERT_PLACEMENTS.map((p) => (
                  <option key={p} value={p}>
                    {t(`content.admin.advert.placements.${p}`)}
                  </option>
                ))}
              </select>
            </div>
            {(['startsAt', 'endsAt'] as const).map((field) => (
              <div className="form-field" key={field}>
                <label htmlFor={`a-${field}`}>{t(`content.admin.advert.${field}`)}</label>
                <input id={`a-${field}`} type="date" value={dateInput(values[field])} onChange={(e) => set({ [field]: e.target.value ? new Date(`${e.target.value}T00:00:00Z`).toISOString() : null })} />
              </div>
            ))}
          </div>
          <ImageField label={t('content.admin.advert.image')} mediaId={values.imageMediaId} onChange={(id) => set({ imageMediaId: id })} />
          <label className="checkbox">
            <input type="checkbox" checked={values.enabled} onChange={(e) => set({ enabled: e.target.checked })} /> {t('content.admin.advert.enabled')}
          </label>
        </>
      )}
    />
  );
}
