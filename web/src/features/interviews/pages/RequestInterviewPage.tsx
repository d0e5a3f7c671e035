import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUS, LIMITS, ROUTES } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { useAppliedJobs } from '../../applications/api/applied-jobs';
import { useOwnProfile } from '../../candidates/api/own-profile';
import { useSavedTimeZone } from '../api/time-zone';
import { RequestInterviewForm } from '../components/RequestInterviewForm';
import { UpgradeForInterviews } from '../components/UpgradeForInterviews';
import { isKnownTimeZone, viewerTimeZone } from '../lib/time-zone';
import '../interviews.css';

/** Applications an interview can still be proposed for (not rejected, withdrawn or hired). */
const CLOSED: ReadonlySet<number> = new Set([APPLICATION_STATUS.REJECTED, APPLICATION_STATUS.WITHDREW, APPLICATION_STATUS.HIRED]);

/** `/candidate/request-interview` (§6, UNLIMITED): propose up to 3 times to an employer you applied to. */
export function RequestInterviewPage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  const applied = useAppliedJobs({ offset: 0, limit: LIMITS.maxPageSize });
  const saved = useSavedTimeZone();
  const [refused, setRefused] = useState<string | null>(null);
  const zone = viewerTimeZone(saved.data);
  const unlimited = profile.data?.membership === 'UNLIMITED';
  const open = (applied.data?.rows ?? []).filter((row) => !CLOSED.has(row.status) && !row.withdrawnDate);

  let body;
  if (profile.isPending || (unlimited && applied.isPending)) body = <PageLoading />;
  else if (profile.isError || (unlimited && applied.isError)) body = <p className="notice notice--error">{t('interviews.loadError')}</p>;
  else if (refused !== null || !unlimited) body = <UpgradeForInterviews refused={refused ?? undefined} />;
  else if (open.length === 0)
    body = (
      <div className="interview-panel interviews-empty" data-testid="request-no-applications">
        <p>{t('interviews.request.noApplications')}</p>
        <Link to={ROUTES.jobs}>{t('interviews.request.findJobs')}</Link>
      </div>
    );
  else body = <RequestInterviewForm applications={open} zone={zone} zoneSaved={isKnownTimeZone(saved.data)} onPaymentRequired={setRefused} />;

  return (
    <section className="area-page interviews-page" data-testid="request-interview-page">
      <header className="area-page__header">
        <h1>{t('interviews.request.title')}</h1>
        <Link className="button button--ghost" to={ROUTES.candidateInterviews}>
          {t('interviews.candidate.title')}
        </Link>
      </header>
      <p className="lead">{t('interviews.request.lead')}</p>
      {body}
    </section>
  );
}
