import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COACHING_CATEGORIES, COACHING_LANGUAGES, COACHING_LEVELS, COACHING_LIMITS, type CoachingAdminCourseDetailDto } from '@fj/shared';
import { CheckboxField, SelectField, TextAreaField, TextField, showServerErrors } from '../../../../components/form';
import { RichTextFormField } from '../../../../components/rich-text';
import { notifySuccess } from '../../../../components/toasts';
import { formatNumber } from '../../../../lib/format-money';
import { useCoaches, useCreateCourse, useUpdateCourse } from '../api/authoring';
import { PRICE_MAX_MAJOR, PRICE_MIN_MAJOR, courseInputFrom, courseSchema, courseValuesFrom, emptyCourse, type CourseFormValues } from '../lib/course-form';
import { withRenamedFieldErrors } from '../lib/renamed-field-errors';
import { CoverField } from './CoverField';

interface CourseDetailsFormProps {
  /** null: a new course. */
  course: CoachingAdminCourseDetailDto | null;
  /** Administrators choose the coach who runs the course. */
  canChooseCoach: boolean;
  onCreated?: (id: number) => void;
}

/** Title, web address, summary, description, cover, category, level, language, coach, price (free or paid) and publishing. */
export function CourseDetailsForm({ course, canChooseCoach, onCreated }: CourseDetailsFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => courseSchema(t), [t]);
  const create = useCreateCourse();
  const update = useUpdateCourse(course?.id ?? 0);
  const initialValues = useMemo(() => (course ? courseValuesFrom(course) : emptyCourse()), [course]);

  const submit = async (values: CourseFormValues, helpers: FormikHelpers<CourseFormValues>) => {
    const input = courseInputFrom(values, canChooseCoach);
    try {
      if (course) {
        await update.mutateAsync(input);
        notifySuccess(t('coachingAdmin.details.saved'));
      } else {
        const created = await create.mutateAsync(input);
        notifySuccess(t('coachingAdmin.details.created'));
        onCreated?.(created.id);
      }
    } catch (error) {
      showServerErrors(withRenamedFieldErrors(error, { priceMinor: 'price' }), helpers);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form className="form coaching-admin__panel" noValidate data-testid="course-details-form" aria-labelledby="course-details-title">
          <h2 id="course-details-title">{course ? t('coachingAdmin.details.titleEdit') : t('coachingAdmin.details.titleNew')}</h2>
          <div className="form form--grid coaching-admin__grid">
            <div className="form__full">
              <TextField name="title" label={t('coachingAdmin.details.title')} required maxLength={COACHING_LIMITS.titleMaxLength} dir="auto" />
            </div>
            <TextField name="slug" label={t('coachingAdmin.details.slug')} hint={t('coachingAdmin.details.slugHint')} maxLength={COACHING_LIMITS.titleMaxLength} dir="ltr" />
            <SelectField name="category" label={t('coachingAdmin.details.category')} required options={COACHING_CATEGORIES.map((value) => ({ value, label: t(`coachingAdmin.categories.${value}`) }))} />
            <SelectField name="level" label={t('coachingAdmin.details.level')} required options={COACHING_LEVELS.map((value) => ({ value, label: t(`coachingAdmin.levels.${value}`) }))} />
            <LanguageField />
            {canChooseCoach ? <CoachField /> : null}
            <div className="form__full">
              <TextAreaField data-i18n-skip="" name="summary" label={t('coachingAdmin.details.summary')} hint={t('coachingAdmin.details.summaryHint')} required rows={2} maxLength={COACHING_LIMITS.summaryMaxLength} dir="auto" />
            </div>
            <div className="form__full">
              <RichTextFormField name="description" label={t('coachingAdmin.details.description')} hint={t('coachingAdmin.details.descriptionHint')} minRows={6} />
            </div>
            <div className="form__full">
              <CoverField />
            </div>
            <div className="form__full">
              <PriceFields />
            </div>
            <div className="form__full">
              {/* A course is published once it has a lesson (the API's rule): a new one starts as a draft. */}
              {course ? <CheckboxField name="published" label={t('coachingAdmin.details.published')} /> : null}
              <p className="field__hint">{t(course ? 'coachingAdmin.details.publishedHint' : 'coachingAdmin.details.draftFirst')}</p>
            </div>
          </div>
          <div className="form__row">
            <button type="submit" className="button" disabled={isSubmitting} data-testid="course-save">
              {isSubmitting ? t('coachingAdmin.saving') : course ? t('coachingAdmin.details.save') : t('coachingAdmin.details.create')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

function LanguageField() {
  const { t } = useTranslation();
  return (
    <SelectField
      name="language"
      label={t('coachingAdmin.details.language')}
      required
      placeholder={t('form.choose')}
      options={COACHING_LANGUAGES.map((value) => ({ value, label: t(`coachingAdmin.languages.${value}`) }))}
    />
  );
}

function CoachField() {
  const { t } = useTranslation();
  const coaches = useCoaches(true);
  return (
    <SelectField
      name="coachId"
      label={t('coachingAdmin.details.coach')}
      placeholder={t('coachingAdmin.details.coachMe')}
      options={(coaches.data ?? []).map((coach) => ({ value: String(coach.ID), label: coach.name }))}
    />
  );
}

/** Free, or sold in the shop at a price (the cart, checkout, receipts and members' discounts apply unchanged). */
function PriceFields() {
  const { t, i18n } = useTranslation();
  const { values } = useFormikContext<CourseFormValues>();
  return (
    <fieldset className="coaching-admin__fieldset">
      <legend className="field__label">{t('coachingAdmin.details.pricing')}</legend>
      <div className="coaching-admin__choices">
        <label className="field__check">
          <PaidRadio paid={false} checked={!values.paid} />
          <span>{t('coachingAdmin.details.free')}</span>
        </label>
        <label className="field__check">
          <PaidRadio paid checked={values.paid} />
          <span>{t('coachingAdmin.details.paid')}</span>
        </label>
      </div>
      {values.paid ? (
        <TextField name="price" label={t('coachingAdmin.details.price')} hint={t('coachingAdmin.details.priceHint', { min: formatNumber(PRICE_MIN_MAJOR, i18n.language), max: formatNumber(PRICE_MAX_MAJOR, i18n.language) })} required inputMode="decimal" dir="ltr" data-testid="course-price" />
      ) : null}
    </fieldset>
  );
}

/** The paid flag is a boolean: a radio of the pair sets it. */
function PaidRadio({ paid, checked }: { paid: boolean; checked: boolean }) {
  const { setFieldValue } = useFormikContext<CourseFormValues>();
  return <input type="radio" name="paid" value={paid ? 'paid' : 'free'} checked={checked} onChange={() => void setFieldValue('paid', paid)} data-testid={paid ? 'course-paid' : 'course-free'} />;
}
