import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { COACHING_LIMITS, videoEmbedUrl, type CoachingLessonInput } from '@fj/shared';

/** The database allows 1–600 minutes (coaching_lessons_duration). */
export const DURATION_MAX_MINUTES = 600;

/** `lessonTitle`, not `title`: the course's title field is on the same page (ids follow names). */
export interface LessonFormValues {
  moduleId: number;
  lessonTitle: string;
  body: string;
  videoUrl: string;
  /** Whole minutes as typed; '' = not given. */
  durationMinutes: string;
  isPreview: boolean;
  isRequired: boolean;
}

export const emptyLesson = (moduleId: number): LessonFormValues => ({
  moduleId,
  lessonTitle: '',
  body: '',
  videoUrl: '',
  durationMinutes: '',
  isPreview: false,
  isRequired: true,
});

export function lessonValuesFrom(lesson: CoachingLessonInput): LessonFormValues {
  return {
    moduleId: lesson.moduleId,
    lessonTitle: lesson.title,
    body: lesson.body,
    videoUrl: lesson.videoUrl ?? '',
    durationMinutes: lesson.durationMinutes === null ? '' : String(lesson.durationMinutes),
    isPreview: lesson.isPreview,
    isRequired: lesson.isRequired,
  };
}

export function lessonInputFrom(values: LessonFormValues): CoachingLessonInput {
  return {
    // A select gives its value back as text.
    moduleId: Number(values.moduleId),
    title: values.lessonTitle.trim(),
    body: values.body,
    videoUrl: values.videoUrl.trim() || null,
    durationMinutes: values.durationMinutes.trim() ? Number(values.durationMinutes) : null,
    isPreview: values.isPreview,
    isRequired: values.isRequired,
  };
}

/** The lesson's rules, the same as the API's: a title, a YouTube/Vimeo link or none, 1–600 whole minutes or none. */
export function lessonSchema(t: TFunction) {
  return yup.object({
    lessonTitle: yup
      .string()
      .trim()
      .required(t('coachingAdmin.validation.titleRequired'))
      .max(COACHING_LIMITS.titleMaxLength, t('validation.tooLong', { max: COACHING_LIMITS.titleMaxLength })),
    body: yup.string(),
    videoUrl: yup
      .string()
      .trim()
      .max(500, t('validation.tooLong', { max: 500 }))
      .test('video', t('coachingAdmin.validation.video'), (value) => !value || videoEmbedUrl(value) !== null),
    durationMinutes: yup
      .string()
      .trim()
      .test('duration', t('coachingAdmin.validation.duration', { max: DURATION_MAX_MINUTES }), (value) => {
        if (!value) return true;
        return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= DURATION_MAX_MINUTES;
      }),
    isPreview: yup.boolean(),
    isRequired: yup.boolean(),
  });
}
