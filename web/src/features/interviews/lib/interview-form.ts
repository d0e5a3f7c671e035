import * as yup from 'yup';
import { INTERVIEW_KINDS, type InterviewKind } from '@fj/shared';
import { localInputToInstant, localInputToIso } from './time-zone';

export const DURATION_MIN = 15;
export const DURATION_MAX = 480;
export const MAX_EMPLOYER_SLOTS = 5;
export const MAX_CANDIDATE_SLOTS = 3;
export const MESSAGE_MAX = 2000;
export const PLACE_MAX = 500;
export const REASON_MAX = 1000;

/** The form's messages, in the page's language (the schemas are built per language with `t`). */
export interface FormTexts {
  required: string;
  videoUrl: string;
  duration: string;
  slotPast: string;
  slotRepeated: string;
  slotsMax: string;
  tooLong: string;
  interviewers: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function formTexts(t: Translate): FormTexts {
  return {
    required: t('interviews.form.errors.required'),
    videoUrl: t('interviews.form.errors.videoUrl'),
    duration: t('interviews.form.errors.duration', { min: DURATION_MIN, max: DURATION_MAX }),
    slotPast: t('interviews.form.errors.slotPast'),
    slotRepeated: t('interviews.form.errors.slotRepeated'),
    slotsMax: t('interviews.form.errors.slotsMax'),
    tooLong: t('interviews.form.errors.tooLong'),
    interviewers: t('interviews.form.errors.interviewers'),
  };
}

/** One slot per `datetime-local` input, typed in `zone`: present, readable, in the future and not typed twice. */
export function slotsSchema(M: FormTexts, zone: string, max: number, now: () => number = Date.now) {
  return yup
    .array()
    .of(
      yup
        .string()
        .required(M.required)
        .test('future', M.slotPast, (value) => {
          const instant = value ? localInputToInstant(value, zone) : null;
          return instant !== null && instant > now();
        })
        // The second of two equal times is the one flagged: the first stays as typed.
        .test('distinct', M.slotRepeated, (value, context) => {
          const index = Number(/\[(\d+)\]$/.exec(context.path ?? '')?.[1] ?? 0);
          return !value || !((context.parent as string[]) ?? []).slice(0, index).includes(value);
        }),
    )
    .min(1, M.required)
    .max(max, M.slotsMax)
    .required(M.required);
}

export interface ScheduleFormValues {
  kind: InterviewKind;
  location: string;
  videoUrl: string;
  durationMinutes: number | string;
  /** `datetime-local` values in the employer's zone. */
  slots: string[];
  interviewerIds: number[];
  message: string;
}

export function scheduleFormSchema(M: FormTexts, zone: string, now?: () => number) {
  return yup.object({
    kind: yup.mixed<InterviewKind>().oneOf([...INTERVIEW_KINDS]).required(M.required),
    location: yup.string().trim().max(PLACE_MAX, M.tooLong).when('kind', {
      is: (kind: InterviewKind) => kind !== 'video',
      then: (schema) => schema.required(M.required),
    }),
    videoUrl: yup.string().trim().max(PLACE_MAX, M.tooLong).when('kind', {
      is: 'video',
      then: (schema) => schema.required(M.required).url(M.videoUrl).matches(/^https?:\/\//i, M.videoUrl),
    }),
    durationMinutes: yup.number().typeError(M.duration).integer(M.duration).min(DURATION_MIN, M.duration).max(DURATION_MAX, M.duration).required(M.required),
    slots: slotsSchema(M, zone, MAX_EMPLOYER_SLOTS, now),
    interviewerIds: yup.array().of(yup.number().required()).min(1, M.interviewers),
    message: yup.string().max(MESSAGE_MAX, M.tooLong),
  });
}

/** The slots as ISO 8601 instants with the zone's offset, in the order typed. */
export function slotsToIso(slots: readonly string[], zone: string): string[] {
  return slots.map((slot) => localInputToIso(slot, zone)).filter((iso): iso is string => iso !== null);
}

/** The place fields the API takes for a kind: an address or phone detail, or a video link, never both. */
export function placeFor(values: Pick<ScheduleFormValues, 'kind' | 'location' | 'videoUrl'>): { location?: string; videoUrl?: string } {
  return values.kind === 'video' ? { videoUrl: values.videoUrl.trim() } : { location: values.location.trim() };
}

