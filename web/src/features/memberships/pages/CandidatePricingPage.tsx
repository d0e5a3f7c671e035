import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, SIGNUP_STEPS, hasCandidateHome, signupStepHref, withQuery, type BillingInterval } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { useAccountSummary } from '../api/account-summary';
import { useMembershipTypes, type MembershipType } from '../api/membership-types';
import { IntervalToggle } from '../components/IntervalToggle';
import { LoadState } from '../components/LoadState';
import { PlanCards } from '../components/PlanCards';
import { membershipName } from '../components/PlanLabel';
import { TierTable } from '../TierTable';
import '../memberships.css';

/** `/plans/candidate-pricing/`: the §6 plans with their prices; "Choose" signs a visitor up or upgrades a member. */
export function CandidatePricingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const types = useMembershipTypes('candidate');
  // A data scout's or content editor's account has no candidate membership (its dashboard call answers 403).
  const isCandidate = session.isLoggedIn && hasCandidateHome(session.roles);
  const account = useAccountSummary(isCandidate);
  const current = isCandidate ? account.data?.membership : undefined;

  const action = (type: MembershipType) => {
    const name = membershipName(t, type.membership);
    const query = { membership: type.membership, interval };
    if (!session.isLoggedIn) {
      return (
        <Link className="button" to={withQuery(signupStepHref(SIGNUP_STEPS.MEMBERSHIP_TYPE), query)} aria-label={t('billing.pricing.chooseNamed', { name })}>
          {t('billing.pricing.choose')}
        </Link>
      );
    }
    if (!isCandidate || type.membership === 'FREE' || type.membership === current) return null;
    return (
      <Link className="button" to={withQuery(ROUTES.candidateUpgrade, query)} aria-label={t('billing.pricing.chooseNamed', { name })}>
        {t('billing.pricing.choose')}
      </Link>
    );
  };

  return (
    <section className="billing-page" data-testid="candidate-pricing-page">
      <header>
        <h1>{t('billing.pricing.title')}</h1>
        <p className="lead">{t('billing.pricing.lead')}</p>
      </header>
      {session.isLoggedIn && !isCandidate ? (
        <p className="notice">
          {t('billing.pricing.candidatesOnly')} <Link to={ROUTES.employerPackages}>{t('billing.pricing.employerLink')}</Link>
        </p>
      ) : null}
      {/* The plan cards' titles are h3: this heading keeps the outline h1 > h2 > h3 (axe heading-order). */}
      <h2 className="visually-hidden">{t('billing.plan.legend')}</h2>
      <IntervalToggle value={interval} onChange={setInterval} />
      <LoadState pending={types.isPending} failed={types.isError} errorMessage={t('billing.plan.loadError')} />
      {types.data ? <PlanCards types={types.data} interval={interval} current={current} action={action} /> : null}
      <h2>{t('billing.pricing.compare')}</h2>
      <TierTable selected={current} />
    </section>
  );
}
