import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, SIGNUP_STEPS, isEmployerRole, signupStepHref, withQuery, type BillingInterval } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { saveRedirect } from '../../../lib/session-storage';
import { useAccountSummary } from '../api/account-summary';
import { useCreditPackages } from '../api/credit-packages';
import { useMembershipTypes, type MembershipType } from '../api/membership-types';
import type { CreditPackage } from '../api/types';
import { IntervalToggle } from '../components/IntervalToggle';
import { LoadState } from '../components/LoadState';
import { PackageCards } from '../components/PackageCards';
import { PlanCards } from '../components/PlanCards';
import { membershipName } from '../components/PlanLabel';
import '../memberships.css';

const EMPLOYER_SIGNUP = withQuery(signupStepHref(SIGNUP_STEPS.REGISTER), { account: 'employer' });

/** `/employer/packages/`: employer memberships and credit packages; visitors log in first and come back to buy. */
export function EmployerPackagesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const plans = useMembershipTypes('employer');
  const packages = useCreditPackages();
  const isEmployer = session.isLoggedIn && isEmployerRole(session.roles);
  const account = useAccountSummary(isEmployer);
  const current = isEmployer ? account.data?.membership : undefined;

  // Logging in brings the visitor back to what they chose (the saved redirect of §4).
  const loginThen = (target: string) => {
    saveRedirect(target);
    navigate(ROUTES.signin);
  };

  const actionFor = (target: string, label: string, accessibleName: string, accessibleLabel: string) => {
    if (!session.isLoggedIn) {
      return (
        <button type="button" className="button" onClick={() => loginThen(target)} aria-label={t('billing.packages.loginToNamed', { name: accessibleName })}>
          {t('billing.packages.loginToBuy')}
        </button>
      );
    }
    if (!isEmployer) return null;
    return (
      <Link className="button" to={target} aria-label={accessibleLabel}>
        {label}
      </Link>
    );
  };

  const planAction = (type: MembershipType) => {
    if (type.membership === 'FREE' || type.membership === current) return null;
    const target = withQuery(ROUTES.employerUpgrade, { membership: type.membership, interval });
    const name = membershipName(t, type.membership);
    return actionFor(target, t('billing.packages.upgrade'), name, t('billing.packages.upgradeNamed', { name }));
  };

  const packageAction = (pack: CreditPackage) => {
    const name = t(`billing.packageNames.${pack.code}`, { defaultValue: pack.title });
    return actionFor(withQuery(ROUTES.employerAddCredits, { package: pack.code }), t('billing.packages.buy'), name, t('billing.credits.buyNamed', { name }));
  };

  return (
    <section className="billing-page" data-testid="employer-packages-page">
      <header>
        <h1>{t('billing.packages.title')}</h1>
        <p className="lead">{t('billing.packages.lead')}</p>
      </header>
      {!session.isLoggedIn ? (
        <p className="notice">
          {t('billing.packages.newHere')} <Link to={EMPLOYER_SIGNUP}>{t('billing.packages.createAccount')}</Link>
        </p>
      ) : null}
      {session.isLoggedIn && !isEmployer ? <p className="notice">{t('billing.packages.employersOnly')}</p> : null}

      <h2>{t('billing.packages.plansTitle')}</h2>
      <p>{t('billing.packages.plansLead')}</p>
      <IntervalToggle value={interval} onChange={setInterval} />
      <LoadState pending={plans.isPending} failed={plans.isError} errorMessage={t('billing.plan.loadError')} />
      {plans.data ? <PlanCards types={plans.data} interval={interval} current={current} action={planAction} /> : null}

      <h2>{t('billing.packages.packagesTitle')}</h2>
      <p>{t('billing.packages.packagesLead')}</p>
      <LoadState pending={packages.isPending} failed={packages.isError} errorMessage={t('billing.packages.loadError')} />
      {packages.data ? <PackageCards packages={packages.data} action={packageAction} /> : null}
    </section>
  );
}
