import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useRateApplication } from '../api/rate-application';
import type { RatingSummary } from '../api/types';

const STARS = [1, 2, 3, 4, 5] as const;

/** The team's average as stars with the number of ratings, read-only (board cards and list rows). */
export function RatingAverage({ rating }: { rating: RatingSummary | undefined }) {
  const { t, i18n } = useTranslation();
  if (!rating?.count || rating.average === null) {
    return <span className="rating-average rating-average--none">{t('employer.pipeline.rating.none')}</span>;
  }
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating.average);
  return (
    <span className="rating-average" data-testid="rating-average" role="img" aria-label={t('employer.pipeline.rating.averageLabel', { average, count: rating.count })}>
      <span aria-hidden="true" className="rating-average__star">★</span>
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
    </span>
  );
}

/** My 1-5 stars for one application: a radio group (arrow keys move between stars), saved as soon as one is chosen. */
export function StarRating({ applicationId, rating }: { applicationId: number; rating: RatingSummary | undefined }) {
  const { t } = useTranslation();
  const name = useId();
  const rate = useRateApplication();
  const mine = rate.isPending ? rate.variables?.rating : rating?.mine ?? null;
  const choose = async (value: number) => {
    try {
      await rate.mutateAsync({ applicationId, rating: value });
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <fieldset className="star-rating" data-testid="star-rating">
      <legend className="star-rating__legend">{t('employer.pipeline.rating.mine')}</legend>
      <div className="star-rating__stars">
        {STARS.map((value) => (
          <label key={value} className={`star-rating__star${mine !== null && mine !== undefined && value <= mine ? ' star-rating__star--on' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={value}
              checked={mine === value}
              onChange={() => void choose(value)}
              data-testid={`star-${value}`}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('employer.pipeline.rating.stars', { count: value })}</span>
          </label>
        ))}
      </div>
      <RatingAverage rating={rating} />
    </fieldset>
  );
}
