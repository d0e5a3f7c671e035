import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BILLING_INTERVALS, MEMBERSHIPS, ROUTES, UPGRADE_STEPS, type BillingInterval, type Membership, type UpgradeStep } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { useAccountSummary } from '../api/account-summary';
import { useMembershipTypes } from '../api/membership-types';
import { PlanPicker, type PlanChoice } from '../components/PlanPicker';
import { PaymentStep } from '../components/PaymentStep';
import { audienceFor } from '../lib/audience';
import '../memberships.css';

const PAID: readonly Membership[] = MEMBERSHIPS.map((tier) => tier.value).filter((value) => value !== 'FREE');

function readChoice(params: URLSearchParams, current: Membership | undefined): PlanChoice {
  const asked = params.get('membership')?.toUpperCase() as Membership | undefined;
  const interval = (BILLING_INTERVALS as readonly string[]).includes(params.get('interval') ?? '') ? (params.get('interval') as BillingInterval) : 'month';
  if (asked && PAID.includes(asked)) return { membership: asked, interval };
  // Nothing (or FREE) asked for: suggest the tier above the current one.
  const next = PAID.find((tier) => MEMBERSHIPS.findIndex((m) => m.value === tier) > MEMBERSHIPS.findIndex((m) => m.value === (current ?? 'FREE')));
  return { membership: next ?? PAID[0], interval };
}

/** `/candidate/upgrade-account`, `/employer/upgrade-account`: MEMBERSHIP_TYPE (choose a paid plan) → PAYMENT (summary, pay). */
export function UpgradeAccountPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const audience = audienceFor(pathname, session.roles);
  const account = useAccountSummary();
  const types = useMembershipTypes(audience);
  const current = account.data?.membership;
  const choice = readChoice(params, current);
  const step: UpgradeStep = params.get('step') === String(UPGRADE_STEPS.PAYMENT) ? UPGRADE_STEPS.PAYMENT : UPGRADE_STEPS.MEMBERSHIP_TYPE;

  const show = (next: UpgradeStep, plan: PlanChoice) =>
    setParams({ step: String(next), membership: plan.membership, interval: plan.interval });

  return (
    <section className="area-page billing-page" data-testid="upgrade-account-page">
      <header className="area-page__header">
        <h1>{t('billing.upgrade.title')}</h1>
      </header>
      <ol className="billing-steps" aria-label={t('billing.upgrade.stepsLabel')}>
        <li aria-current={step === UPGRADE_STEPS.MEMBERSHIP_TYPE ? 'step' : undefined}>{t('billing.upgrade.stepPlan')}</li>
        <li aria-current={step === UPGRADE_STEPS.PAYMENT ? 'step' : undefined}>{t('billing.upgrade.stepPayment')}</li>
      </ol>
      {current ? <p>{t('billing.upgrade.currentPlan', { name: t(`enums.membership.${current}`) })}</p> : null}

      {step === UPGRADE_STEPS.MEMBERSHIP_TYPE ? (
        <>
          <PlanPicker audience={audience} value={choice} current={current} paidOnly onChange={(plan) => show(UPGRADE_STEPS.MEMBERSHIP_TYPE, plan)} />
          <div className="billing-actions">
            <button type="button" className="button" data-testid="upgrade-continue" onClick={() => show(UPGRADE_STEPS.PAYMENT, choice)}>
              {t('billing.upgrade.continue')}
            </button>
            <Link to={audience === 'employer' ? ROUTES.employerPackages : ROUTES.candidatePricing}>{t('billing.upgrade.comparePlans')}</Link>
          </div>
        </>
      ) : (
        <PaymentStep
          choice={choice}
          types={types.data}
          loading={types.isPending}
          onBack={() => show(UPGRADE_STEPS.MEMBERSHIP_TYPE, choice)}
        />
      )}
    </section>
  );
}
