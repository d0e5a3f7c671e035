import type { TFunction } from 'i18next';
import * as yup from 'yup';
import {
  COACHING_CATEGORIES,
  COACHING_LANGUAGES,
  COACHING_LEVELS,
  COACHING_LIMITS,
  type CoachingAdminCourseDetailDto,
  type CoachingCategory,
  type CoachingCourseInput,
  type CoachingLanguage,
  type CoachingLevel,
} from '@fj/shared';

/** Courses are sold in the shop's currency; the price is typed in pounds and sent in pence. */
export const COURSE_CURRENCY = 'GBP';
/** The API's range: £1 to £10,000. */
export const PRICE_MIN_MAJOR = 1;
export const PRICE_MAX_MAJOR = 10_000;

export interface CourseFormValues {
  title: string;
  slug: string;
  summary: string;
  description: string;
  coverImage: string;
  category: CoachingCategory | '';
  level: CoachingLevel | '';
  language: CoachingLanguage;
  /** '' = the caller (a coach's courses are always theirs). */
  coachId: string;
  paid: boolean;
  /** Major units as typed ("49.99"). */
  price: string;
  published: boolean;
}

export const emptyCourse = (): CourseFormValues => ({
  title: '',
  slug: '',
  summary: '',
  description: '',
  coverImage: '',
  category: '',
  level: '',
  language: 'en',
  coachId: '',
  paid: false,
  price: '',
  published: false,
});

export function courseValuesFrom(course: CoachingAdminCourseDetailDto): CourseFormValues {
  return {
    title: course.title,
    slug: course.slug,
    summary: course.summary,
    description: course.description,
    coverImage: course.coverImage,
    category: course.category,
    level: course.level,
    language: course.language,
    coachId: String(course.coach.ID),
    paid: course.priceMinor !== null,
    price: course.priceMinor !== null ? (course.priceMinor / 100).toFixed(2) : '',
    published: course.published,
  };
}

export function courseInputFrom(values: CourseFormValues, canChooseCoach: boolean): CoachingCourseInput {
  return {
    title: values.title.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    summary: values.summary.trim(),
    description: values.description,
    coverImage: values.coverImage.trim(),
    category: values.category as CoachingCategory,
    level: values.level as CoachingLevel,
    language: values.language,
    ...(canChooseCoach && values.coachId ? { coachId: Number(values.coachId) } : {}),
    priceMinor: values.paid ? Math.round(Number(values.price) * 100) : null,
    published: values.published,
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRICE = /^\d+(?:\.\d{1,2})?$/;
/** An https address, or a picture uploaded through the media rules. */
const COVER = /^(?:https:\/\/\S+|\/media\/\d+)$/;

/** The course details' rules: the API's, and a summary (the catalogue card shows it). */
export function courseSchema(t: TFunction) {
  return yup.object({
    title: yup
      .string()
      .trim()
      .required(t('coachingAdmin.validation.titleRequired'))
      .max(COACHING_LIMITS.titleMaxLength, t('validation.tooLong', { max: COACHING_LIMITS.titleMaxLength })),
    slug: yup
      .string()
      .trim()
      .max(COACHING_LIMITS.titleMaxLength, t('validation.tooLong', { max: COACHING_LIMITS.titleMaxLength }))
      .test('slug', t('coachingAdmin.validation.slug'), (value) => !value || SLUG.test(value)),
    summary: yup
      .string()
      .trim()
      .required(t('coachingAdmin.validation.summaryRequired'))
      .max(COACHING_LIMITS.summaryMaxLength, t('validation.tooLong', { max: COACHING_LIMITS.summaryMaxLength })),
    description: yup.string(),
    coverImage: yup
      .string()
      .trim()
      .max(500, t('validation.tooLong', { max: 500 }))
      .test('cover', t('coachingAdmin.validation.cover'), (value) => !value || COVER.test(value)),
    category: yup.string().required(t('coachingAdmin.validation.categoryRequired')).oneOf([...COACHING_CATEGORIES], t('coachingAdmin.validation.categoryRequired')),
    level: yup.string().required(t('coachingAdmin.validation.levelRequired')).oneOf([...COACHING_LEVELS], t('coachingAdmin.validation.levelRequired')),
    language: yup.string().oneOf([...COACHING_LANGUAGES]).required(),
    coachId: yup.string(),
    paid: yup.boolean(),
    price: yup.string().when('paid', {
      is: true,
      then: (price) =>
        price
          .trim()
          .required(t('coachingAdmin.validation.priceRequired'))
          .test('price', t('coachingAdmin.validation.price', { min: PRICE_MIN_MAJOR, max: PRICE_MAX_MAJOR.toLocaleString('en-GB') }), (value) => !value || (PRICE.test(value) && Number(value) >= PRICE_MIN_MAJOR && Number(value) <= PRICE_MAX_MAJOR)),
    }),
    published: yup.boolean(),
  });
}
