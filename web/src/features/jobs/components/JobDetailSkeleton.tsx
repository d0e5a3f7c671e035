import { useTranslation } from 'react-i18next';
import './job-detail-skeleton.css';

/**
 * The job page's shape while its data loads: header, facts and description at fixed heights, and at least a
 * screen tall, so nothing below it (the footer) is in view and then pushed away when the job arrives (CLS).
 */
export function JobDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="job-detail job-skeleton" role="status" aria-busy="true" data-testid="job-detail-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="job-skeleton__header" aria-hidden="true">
        <span className="job-skeleton__block job-skeleton__logo" />
        <div className="job-skeleton__lines">
          <span className="job-skeleton__block job-skeleton__title" />
          <span className="job-skeleton__block job-skeleton__line" />
          <span className="job-skeleton__block job-skeleton__line job-skeleton__line--short" />
        </div>
      </div>
      <div className="job-skeleton__facts" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="job-skeleton__block job-skeleton__fact" />
        ))}
      </div>
      <div className="job-skeleton__description" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className="job-skeleton__block job-skeleton__line" />
        ))}
      </div>
    </div>
  );
}
