import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { COACHING_LIMITS } from '@fj/shared';

export interface ReviewFormValues {
  rating: string;
  body: string;
}

/** The review form's rules, the same as the API's: 1–5 stars and some words. */
export function reviewSchema(t: TFunction) {
  return yup.object({
    rating: yup.string().required(t('coaching.reviews.ratingRequired')).oneOf(['1', '2', '3', '4', '5'], t('coaching.reviews.ratingRequired')),
    body: yup
      .string()
      .trim()
      .required(t('coaching.reviews.bodyRequired'))
      .max(COACHING_LIMITS.reviewMaxLength, t('coaching.reviews.bodyTooLong', { max: COACHING_LIMITS.reviewMaxLength })),
  });
}
