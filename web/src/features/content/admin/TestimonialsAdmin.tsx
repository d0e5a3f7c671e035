import { useTranslation } from 'react-i18next';
import { CONTENT_API } from '@fj/shared';
import { adminCalls, useAdminList } from './admin-api';
import { EditableList } from './EditableList';
import { ImageField } from './ImageField';
import { TextFields } from './TextFields';

interface TestimonialRow {
  id: number;
  title: string;
  post_content: string;
  testimonial_club: string;
  testimonial_designation: string;
  photoMediaId: number | null;
  published: boolean;
}

const BLANK = { quote: '', name: '', club: '', designation: '', photoMediaId: null as number | null, published: true };

/** Testimonials: quote, name, club, designation, round photo, shown or hidden. */
export function TestimonialsAdmin() {
  const { t } = useTranslation();
  const list = useAdminList<TestimonialRow[]>('testimonials', CONTENT_API.adminTestimonials);
  return (
    <EditableList
      testId="testimonials-admin"
      section="testimonials"
      rows={list.data?.data ?? []}
      blank={BLANK}
      valuesOf={(row) => ({ quote: row.post_content, name: row.title, club: row.testimonial_club, designation: row.testimonial_designation, photoMediaId: row.photoMediaId, published: row.published })}
      saveCall={adminCalls.saveTestimonial}
      deleteCall={adminCalls.deleteTestimonial}
      cells={(row) => (
        <>
          <td data-i18n-skip="">{row.title}</td>
          <td data-i18n-skip="">{row.testimonial_club}</td>
          <td>{row.published ? t('content.admin.published') : t('content.admin.hidden')}</td>
        </>
      )}
      fields={(values, set) => (
        <>
          <TextFields idPrefix="t" labelPrefix="content.admin.testimonial" names={['name', 'club', 'designation'] as const} values={values} maxLength={() => 120} onChange={(name, value) => set({ [name]: value })} />
          <div className="form-field">
            <label htmlFor="t-quote">{t('content.admin.testimonial.quote')}</label>
            <textarea id="t-quote" rows={4} maxLength={2000} value={values.quote} onChange={(e) => set({ quote: e.target.value })} />
          </div>
          <ImageField label={t('content.admin.testimonial.photo')} mediaId={values.photoMediaId} onChange={(id) => set({ photoMediaId: id })} />
          <label className="checkbox">
            <input type="checkbox" checked={values.published} onChange={(e) => set({ published: e.target.checked })} /> {t('content.admin.published')}
          </label>
        </>
      )}
    />
  );
}
