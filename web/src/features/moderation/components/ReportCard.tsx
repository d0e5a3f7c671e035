import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReportAction, ReportDto } from '@fj/shared';
import { formatDateTime, relativeTime } from '../../../lib/format-date';
import { actionsFor } from '../lib/report-actions';
import { ReportActionDialog } from './ReportActionDialog';

const STATUS_BADGE: Record<ReportDto['status'], string> = {
  open: 'badge--warning',
  hidden: 'badge--danger',
  suspended: 'badge--danger',
  dismissed: '',
  restored: 'badge--success',
};

/** One report: what was reported (with its link), why, by whom, the other open reports of it, and the actions. */
export function ReportCard({ report }: { report: ReportDto }) {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<ReportAction | null>(null);
  const label = (
    <bdi data-i18n-skip="" dir="auto">
      {report.objectLabel}
    </bdi>
  );
  return (
    <article className="card moderation-card" data-testid="report-card" data-report-id={report.id}>
      <header className="moderation-card__header">
        <span className="badge">{t(`moderation.kinds.${report.kind}`)}</span>
        <h2 className="moderation-card__title">
          {report.objectUrl ? (
            <Link to={report.objectUrl} data-testid="report-object-link">
              {label}
            </Link>
          ) : (
            label
          )}
        </h2>
        <span className={`badge ${STATUS_BADGE[report.status]}`} data-testid="report-status">
          {t(`moderation.reports.status.${report.status}`)}
        </span>
        {report.objectHidden ? <span className="badge badge--danger">{t('moderation.reports.hiddenNow')}</span> : null}
      </header>
      <dl className="moderation-card__facts">
        <div>
          <dt>{t('moderation.reports.reason')}</dt>
          <dd data-testid="report-reason">{t(`moderation.reasons.${report.reason}`)}</dd>
        </div>
        <div>
          <dt>{t('moderation.reports.reporter')}</dt>
          <dd>
            <bdi data-i18n-skip="">{report.reporter}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('moderation.reports.reported')}</dt>
          <dd>
            <time dateTime={report.created} title={formatDateTime(report.created, i18n.language)}>
              {relativeTime(report.created, i18n.language)}
            </time>
          </dd>
        </div>
        {report.ownerName ? (
          <div>
            <dt>{t('moderation.reports.owner')}</dt>
            <dd>
              <bdi data-i18n-skip="">{report.ownerName}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('moderation.reports.otherOpen')}</dt>
          <dd data-testid="report-other-open">{report.otherOpenReports}</dd>
        </div>
      </dl>
      {report.details ? (
        <blockquote className="moderation-card__quote" dir="auto" data-i18n-skip="" data-testid="report-details">
          {report.details}
        </blockquote>
      ) : null}
      {report.resolvedAt ? (
        <p className="moderation-card__muted" data-testid="report-resolution">
          {t('moderation.reports.resolved', { when: formatDateTime(report.resolvedAt, i18n.language), who: report.resolvedBy ?? '' })}
          {report.resolutionNote ? (
            <>
              {' — '}
              <span dir="auto" data-i18n-skip="">
                {report.resolutionNote}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      {actionsFor(report).length ? (
        <footer className="moderation-card__actions">
          {actionsFor(report).map((next) => (
            <button
              key={next}
              type="button"
              className={`button${next === 'dismiss' || next === 'restore' ? ' button--ghost' : next === 'suspend' ? ' button--danger' : ''}`}
              onClick={() => setAction(next)}
              data-testid={`report-${next}`}
            >
              {t(`moderation.reports.actions.${next}`)}
            </button>
          ))}
        </footer>
      ) : null}
      {action ? <ReportActionDialog report={report} action={action} onClose={() => setAction(null)} /> : null}
    </article>
  );
}
