import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { COACHING_LIMITS } from '@fj/shared';

/** A module's name: required, at most the title length the API allows. */
export function moduleSchema(t: TFunction) {
  return yup.object({
    title: yup
      .string()
      .trim()
      .required(t('coachingAdmin.validation.titleRequired'))
      .max(COACHING_LIMITS.titleMaxLength, t('validation.tooLong', { max: COACHING_LIMITS.titleMaxLength })),
  });
}

/** Where an item lands when moved one place up (-1) or down (+1): 0-based as the API counts, or null at either end. */
export function movedPosition(index: number, count: number, step: -1 | 1): number | null {
  const target = index + step;
  return target < 0 || target >= count ? null : target;
}
