import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MEMBERSHIP,
  MEMBERSHIPS,
  ROUTES,
  SIGNUP_STEPS,
  parseSignupStep,
  signupStepHref,
  type Membership,
} from '@fj/shared';
import { ComingSoon } from '../../../components/ComingSoon';
import { CandidateRegisterForm } from '../components/CandidateRegisterForm';
import { EmployerRegisterForm } from '../components/EmployerRegisterForm';
import { MembershipStep } from '../components/MembershipStep';

const EMPLOYER_ACCOUNT = 'employer';

function parseMembership(raw: string | null): Membership {
  return MEMBERSHIPS.find((tier) => tier.value === raw)?.value ?? DEFAULT_MEMBERSHIP;
}

/**
 * /signup/?step=N (also /signup, /signup-new/, /register-test/): MEMBERSHIP_TYPE (1) → REGISTER (2).
 * `&account=employer` on step 2 is the employer registration. Later steps land with the payments issue.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const step = parseSignupStep(params.get('step'));
  const membership = parseMembership(params.get('membership'));
  const employerHref = `${signupStepHref(SIGNUP_STEPS.REGISTER)}&account=${EMPLOYER_ACCOUNT}`;

  if (step === SIGNUP_STEPS.MEMBERSHIP_TYPE) {
    return (
      <MembershipStep
        initial={membership}
        employerHref={employerHref}
        onContinue={(chosen) => setParams({ step: String(SIGNUP_STEPS.REGISTER), membership: chosen })}
      />
    );
  }

  if (step === SIGNUP_STEPS.REGISTER) {
    const isEmployer = params.get('account') === EMPLOYER_ACCOUNT;
    return (
      <div className="signup-step" data-testid={isEmployer ? 'signup-step-employer' : 'signup-step-register'}>
        <h1>{isEmployer ? t('signup.employerTitle') : t('signup.registerTitle')}</h1>
        {isEmployer ? (
          <>
            <p className="lead">{t('signup.employerLead')}</p>
            <EmployerRegisterForm />
            <p>
              <Link to={signupStepHref(SIGNUP_STEPS.MEMBERSHIP_TYPE)}>{t('signup.imCandidate')}</Link>
            </p>
          </>
        ) : (
          <>
            <p className="lead">
              {t('signup.chosenMembership', {
                membership: t(`enums.membership.${membership}`, {
                  defaultValue: MEMBERSHIPS.find((tier) => tier.value === membership)?.label,
                }),
              })}{' '}
              <Link to={`${signupStepHref(SIGNUP_STEPS.MEMBERSHIP_TYPE)}&membership=${membership}`}>
                {t('signup.change')}
              </Link>
            </p>
            {membership !== 'FREE' ? <p className="notice">{t('signup.paymentLater')}</p> : null}
            <CandidateRegisterForm membership={membership} />
            <p>
              <Link to={employerHref}>{t('signup.imHiring')}</Link>
            </p>
          </>
        )}
      </div>
    );
  }

  return <ComingSoon screen="signupLaterStep" backTo={ROUTES.signup} />;
}
