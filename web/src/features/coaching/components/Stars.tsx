import { useTranslation } from 'react-i18next';

/** A rating out of five as stars, with the number for screen readers and those who prefer it. */
export function Stars({ rating, count }: { rating: number | null; count?: number }) {
  const { t, i18n } = useTranslation();
  if (rating === null) return <span className="coaching-stars coaching-stars--none">{t('coaching.reviews.noRating')}</span>;
  const rounded = Math.round(rating);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating);
  return (
    <span className="coaching-stars" role="img" aria-label={t('coaching.reviews.ratingLabel', { rating: number })}>
      <span aria-hidden="true" className="coaching-stars__marks">
        {'★'.repeat(rounded)}
        <span className="coaching-stars__empty">{'★'.repeat(5 - rounded)}</span>
      </span>
      <span aria-hidden="true" className="coaching-stars__number">
        {number}
      </span>
      {count !== undefined ? <span className="coaching-stars__count">{t('coaching.reviews.count', { count })}</span> : null}
    </span>
  );
}
