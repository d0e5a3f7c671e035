import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SIGNUP_STEPS } from '@fj/shared';
import { formatMoney } from '../../../lib/format-money';
import { priceOf, useMembershipTypes, type PlanChoice } from '../../memberships';
import { stepAfterAccount } from '../signup/signup-flow';
import { employerSignupHref, isPaidChoice, signupHref } from '../signup/signup-url';
import { CandidateRegisterForm } from './CandidateRegisterForm';
import { EmployerRegisterForm } from './EmployerRegisterForm';

/** The chosen plan in words: "Membership: Elite, £59.90 a year." (the price once the plans have loaded). */
function ChosenPlan({ choice }: { choice: PlanChoice }) {
  const { t, i18n } = useTranslation();
  const types = useMembershipTypes('candidate');
  const membership = t(`enums.membership.${choice.membership}`);
  const price = isPaidChoice(choice) ? priceOf(types.data, choice.membership, choice.interval) : null;
  return (
    <>
      {price
        ? t(`signup.chosenPaidPlan.${choice.interval}`, {
            membership,
            price: formatMoney(price.amountMinor, price.currency, i18n.language),
          })
        : t('signup.chosenMembership', { membership })}
    </>
  );
}

/** Sign-up step REGISTER (2) for candidates: the account first; a paid plan is paid on the next step. */
export function RegisterStep({ choice }: { choice: PlanChoice }) {
  const { t } = useTranslation();
  return (
    <div className="signup-step" data-testid="signup-step-2">
      <h1>{t('signup.registerTitle')}</h1>
      <p className="lead" data-testid="chosen-plan">
        <ChosenPlan choice={choice} /> <Link to={signupHref(SIGNUP_STEPS.MEMBERSHIP_TYPE, choice)}>{t('signup.change')}</Link>
      </p>
      {isPaidChoice(choice) ? <p>{t('signup.payAfterRegister')}</p> : null}
      <CandidateRegisterForm destination={signupHref(stepAfterAccount(choice), choice)} />
      <p>
        <Link to={employerSignupHref(SIGNUP_STEPS.REGISTER)}>{t('signup.imHiring')}</Link>
      </p>
    </div>
  );
}

/** "I'm hiring" (`&account=employer`): one step, then the employer dashboard (plans are bought later). */
export function EmployerRegisterStep() {
  const { t } = useTranslation();
  return (
    <div className="signup-step" data-testid="signup-step-2" data-account="employer">
      <h1>{t('signup.employerTitle')}</h1>
      <p className="lead">{t('signup.employerLead')}</p>
      <EmployerRegisterForm />
      <p>
        <Link to={signupHref(SIGNUP_STEPS.MEMBERSHIP_TYPE)}>{t('signup.imCandidate')}</Link>
      </p>
    </div>
  );
}
