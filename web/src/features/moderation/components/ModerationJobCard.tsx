import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { adminEditAllJobHref, isAdministrator, type ModerationJobDto } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { formatDateTime, relativeTime } from '../../../lib/format-date';
import { adminEmployerHref } from '../../admin/paths';
import { useApproveJob } from '../api/approve-job';
import { ReasonList } from './ReasonList';
import { RejectDialog } from './RejectDialog';

/** One job of the queue: what it is, who posted it, when, why it is here, its text on demand, and the decision. */
export function ModerationJobCard({ job }: { job: ModerationJobDto }) {
  const { t, i18n } = useTranslation();
  const { roles } = useSession();
  const approve = useApproveJob();
  const [rejecting, setRejecting] = useState(false);
  const pending = job.status === 'pending';
  const onApprove = async () => {
    try {
      await approve.mutateAsync(job.ID);
      notifySuccess(t('moderation.queue.approved'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  const employer = isAdministrator(roles) ? (
    <Link to={adminEmployerHref(job.employerId)} dir="auto" data-i18n-skip="">
      {job.employerName}
    </Link>
  ) : (
    <bdi data-i18n-skip="">{job.employerName}</bdi>
  );
  return (
    <article className="card moderation-card" data-testid="moderation-job" data-job-id={job.ID}>
      <header className="moderation-card__header">
        <h2 className="moderation-card__title">
          <Link to={adminEditAllJobHref(job.ID)} dir="auto" data-i18n-skip="">
            {job.job_title}
          </Link>
        </h2>
        {job.job_class === 'premium' ? <span className="badge badge--accent">{t('moderation.queue.premium')}</span> : null}
      </header>
      <dl className="moderation-card__facts">
        <div>
          <dt>{t('moderation.queue.employer')}</dt>
          <dd>
            {employer}{' '}
            <span className={`badge ${job.employerTrusted ? 'badge--success' : 'badge--warning'}`} data-testid="moderation-employer-trust">
              {job.employerTrusted ? t('moderation.trust.trusted') : t('moderation.trust.notTrusted')}
            </span>{' '}
            <span className="moderation-card__muted moderation-card__count">{t('moderation.trust.approvedJobs', { count: job.employerApprovedJobs })}</span>
          </dd>
        </div>
        {job.submittedAt ? (
          <div>
            <dt>{t('moderation.queue.submitted')}</dt>
            <dd>
              <time dateTime={job.submittedAt} title={formatDateTime(job.submittedAt, i18n.language)}>
                {relativeTime(job.submittedAt, i18n.language)}
              </time>
            </dd>
          </div>
        ) : null}
        {!pending && job.moderatedAt ? (
          <div>
            <dt>{job.status === 'publish' ? t('moderation.queue.approvedOn') : t('moderation.queue.rejectedOn')}</dt>
            <dd>
              {formatDateTime(job.moderatedAt, i18n.language)}
              {job.moderatedBy ? (
                <>
                  {' · '}
                  <bdi data-i18n-skip="">{job.moderatedBy}</bdi>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {job.reasons.length ? (
        <section className="moderation-card__section">
          <h3>{t('moderation.queue.reasons')}</h3>
          <ReasonList reasons={job.reasons} />
        </section>
      ) : pending ? (
        <p className="moderation-card__muted">{t('moderation.queue.noReasons')}</p>
      ) : null}
      {job.rejectionReason ? (
        <p className="notice notice--warning" data-testid="moderation-rejection">
          <strong>{t('moderation.queue.rejectionReason')}</strong>{' '}
          <span dir="auto" data-i18n-skip="">
            {job.rejectionReason}
          </span>
        </p>
      ) : null}
      <details className="moderation-card__description">
        <summary>{t('moderation.queue.description')}</summary>
        {/* Sanitised by the API when the job was written, like the job page's. */}
        <div className="rich-text" dir="auto" data-i18n-skip="" dangerouslySetInnerHTML={{ __html: job.job_description }} />
      </details>
      {pending ? (
        <footer className="moderation-card__actions">
          <button type="button" className="button" disabled={approve.isPending} onClick={() => void onApprove()} data-testid="moderation-approve">
            {t('moderation.queue.approve')}
          </button>
          <button type="button" className="button button--ghost moderation-card__reject" onClick={() => setRejecting(true)} data-testid="moderation-reject">
            {t('moderation.queue.reject')}
          </button>
        </footer>
      ) : null}
      {rejecting ? <RejectDialog jobId={job.ID} title={job.job_title} onClose={() => setRejecting(false)} /> : null}
    </article>
  );
}
