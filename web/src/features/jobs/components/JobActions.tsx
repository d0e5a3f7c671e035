import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_ROLES, ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { loadFullCatalogue } from '../../../i18n';
import { saveRedirect } from '../../../lib/session-storage';
import { useMyAppliedJobs } from '../api/my-applied-jobs';
import type { JobDetail } from '../api/types';
import { premiumBlocked } from '../lib/premium-access';
import { AppliedMark } from './AppliedMark';
import { JoinNetworkModal } from './JoinNetworkModal';

type OpenModal = 'premium' | 'apply' | 'alert' | null;

// Loaded when first opened: most visitors of a job page never apply from it. Their text is in the catalogue's rest,
// which the job page does not wait for (lazy-named.ts): it arrives with them.
const withFullCatalogue = <Module,>(load: () => Promise<Module>) => async () =>
  (await Promise.all([load(), loadFullCatalogue().catch(() => undefined)]))[0];
const ApplyFlowModal = lazy(withFullCatalogue(() => import('../../applications').then((module) => ({ default: module.ApplyFlowModal }))));
const JobAlertModal = lazy(withFullCatalogue(() => import('../../alerts').then((module) => ({ default: module.JobAlertModal }))));

/**
 * Apply and job-alert buttons of a job page. §4: on a Premium job a visitor without a token, or a member whose
 * access flag is false, gets the join-network modal at once and both buttons are disabled. Anyone else who is
 * not logged in is sent to log in and brought back here.
 */
export function JobActions({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const { isLoggedIn, roles } = useSession();
  // Applying and alerts are candidate calls; another account would only be refused (403).
  const notCandidate = isLoggedIn && !roles.some((role) => CANDIDATE_ROLES.includes(role));
  const navigate = useNavigate();
  const location = useLocation();
  const blocked = premiumBlocked(job, isLoggedIn);
  const [open, setOpen] = useState<OpenModal>(blocked ? 'premium' : null);
  // A signed-in candidate's own mark (the job itself is the same cached answer for everyone).
  const applied = useMyAppliedJobs([job.ID]);
  const mark = applied.marks.get(job.ID);

  const requireLogin = (then: OpenModal) => {
    if (isLoggedIn) return setOpen(then);
    saveRedirect(`${location.pathname}${location.search}`);
    navigate(ROUTES.login);
  };

  if (notCandidate) {
    return (
      <div className="job-actions" data-testid="job-actions">
        <p className="notice" data-testid="candidates-only">
          {t('jobs.detail.candidatesOnly')}
        </p>
      </div>
    );
  }

  return (
    <div className="job-actions" data-testid="job-actions">
      {mark ? (
        <AppliedMark mark={mark} className="applied-mark applied-mark--block" />
      ) : (
        <button
          type="button"
          className="button button--block"
          data-testid="apply-button"
          disabled={blocked || applied.pending}
          onClick={() => requireLogin('apply')}
        >
          {t('jobs.detail.apply')}
        </button>
      )}
      <button
        type="button"
        className="button button--ghost button--block"
        data-testid="job-alert-button"
        disabled={blocked}
        onClick={() => requireLogin('alert')}
      >
        {t('jobs.detail.jobAlert')}
      </button>
      {blocked ? (
        <button type="button" className="button button--link" onClick={() => setOpen('premium')}>
          {t('jobs.detail.whyDisabled')}
        </button>
      ) : null}
      <JoinNetworkModal open={open === 'premium'} onClose={() => setOpen(null)} />
      <Suspense fallback={null}>
        {open === 'apply' ? <ApplyFlowModal job={job} onClose={() => setOpen(null)} /> : null}
        {open === 'alert' ? <JobAlertModal category={firstCategory(job)} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </div>
  );
}

/** The job's first category value (`catIds` holds values; `categories` holds their labels). */
function firstCategory(job: JobDetail): string {
  if (job.catIds?.length) return String(job.catIds[0]);
  const first = job.categories?.[0];
  if (!first || typeof first === 'string') return '';
  return first.value ?? String(first.id ?? '');
}
