import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { jobHref, type ModerationReason } from '@fj/shared';

/** Why a job is in the queue, one line a reason: what the rule is (translated), what was found, the duplicate's link. */
export function ReasonList({ reasons }: { reasons: readonly ModerationReason[] }) {
  const { t } = useTranslation();
  if (!reasons.length) return null;
  return (
    <ul className="moderation-reasons" aria-label={t('moderation.queue.reasons')} data-testid="moderation-reasons">
      {reasons.map((reason, index) => (
        <li key={`${reason.code}-${index}`} className={`moderation-reason moderation-reason--${reason.code}`} data-testid="moderation-reason" data-code={reason.code}>
          <strong className="moderation-reason__label">{t(`moderation.reasonCodes.${reason.code}`, { defaultValue: reason.code })}</strong>
          {reason.similarity !== undefined ? (
            <span className="badge badge--warning">{t('moderation.queue.similarity', { percent: Math.round(reason.similarity * 100) })}</span>
          ) : null}
          {/* The API's detail is English data; for a new employer the translated label already says it all. */}
          {reason.detail && reason.code !== 'untrusted-employer' ? (
            <span className="moderation-reason__detail" dir="auto" data-i18n-skip="">
              {reason.detail}
            </span>
          ) : null}
          {reason.code === 'near-duplicate' && reason.jobSlug ? (
            <Link className="moderation-reason__link" to={jobHref(reason.jobSlug)} target="_blank" rel="noopener" data-testid="moderation-duplicate-link">
              {t('moderation.queue.openDuplicate')}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
