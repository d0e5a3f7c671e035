import { useTranslation } from 'react-i18next';
import type { CoachingReviewDto } from '@fj/shared';
import { formatDate } from '../../../lib/format-date';
import { Stars } from './Stars';

/** What enrolled learners said about the course, newest first as the API sends them. */
export function ReviewList({ reviews }: { reviews: CoachingReviewDto[] }) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return <p className="field__hint" data-testid="coaching-no-reviews">{t('coaching.reviews.empty')}</p>;
  return (
    <ul className="coaching-reviews" data-testid="coaching-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="coaching-review">
          <p className="coaching-review__head">
            <strong dir="auto" data-i18n-skip="">
              {review.author.name}
            </strong>
            {review.mine ? <span className="badge badge--green">{t('coaching.reviews.yours')}</span> : null}
            <Stars rating={review.rating} />
            <time dateTime={review.created}>{formatDate(review.created, i18n.language)}</time>
          </p>
          <p className="coaching-review__body" dir="auto" data-i18n-skip="">
            {review.body}
          </p>
        </li>
      ))}
    </ul>
  );
}
