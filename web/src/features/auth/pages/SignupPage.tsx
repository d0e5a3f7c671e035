import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES, SIGNUP_STEPS, hasCandidateHome, parseSignupStep } from '@fj/shared';
import { RequireSession } from '../../../app/layouts/area/RequireSession';
import { useSession } from '../../../app/session/session-context';
import { isTokenUnexpired } from '../../../app/session/token';
import { PageLoading } from '../../../components/PageLoading';
import { MembershipStep } from '../components/MembershipStep';
import { PaymentStep } from '../components/PaymentStep';
import { EmployerRegisterStep, RegisterStep } from '../components/RegisterStep';
import { stepAfterAccount } from '../signup/signup-flow';
import { EMPLOYER_ACCOUNT, employerSignupHref, isPaidChoice, parsePlanChoice, signupHref } from '../signup/signup-url';
import '../signup/signup.css';

// Their own chunk: the profile editor's fields bring react-select and the media uploads.
const ProfileSteps = lazy(async () => ({ default: (await import('../signup/profile-steps')).ProfileSteps }));

/**
 * `/signup/?step=N` (also /signup, /signup-new/, /register-test/): 1 MEMBERSHIP_TYPE → 2 REGISTER → 3 PAYMENT
 * (paid plans) → 4–7 EDIT_PROFILE → 10 PROFILE_TYPE → 20 REGISTRATION_FORM → the candidate dashboard. The step
 * and the plan live in the URL, so reload and back work. `&account=employer` is the one-step employer account.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const step = parseSignupStep(params.get('step'));
  const choice = parsePlanChoice(params);
  const loggedIn = isTokenUnexpired(session.claims);

  // Employers, administrators, data scouts and content editors have their own homes; the steps below are a candidate's.
  if (loggedIn && !hasCandidateHome(session.roles)) return <Navigate to={ROUTES.dashboard} replace />;

  if (step === SIGNUP_STEPS.MEMBERSHIP_TYPE) {
    return (
      <MembershipStep
        key={`${choice.membership}-${choice.interval}`}
        initial={choice}
        employerHref={employerSignupHref(SIGNUP_STEPS.REGISTER)}
        // A member who is already logged in has an account: straight on to paying, or to the profile.
        onContinue={(chosen) => navigate(signupHref(loggedIn ? stepAfterAccount(chosen) : SIGNUP_STEPS.REGISTER, chosen))}
      />
    );
  }

  if (step === SIGNUP_STEPS.REGISTER) {
    if (loggedIn) return <Navigate to={signupHref(stepAfterAccount(choice), choice)} replace />;
    return params.get('account') === EMPLOYER_ACCOUNT ? <EmployerRegisterStep /> : <RegisterStep choice={choice} />;
  }

  if (step === SIGNUP_STEPS.PAYMENT) {
    return (
      <RequireSession>
        {isPaidChoice(choice) ? <PaymentStep choice={choice} /> : <Navigate to={signupHref(SIGNUP_STEPS.EDIT_PROFILE)} replace />}
      </RequireSession>
    );
  }

  return (
    <RequireSession>
      <Suspense fallback={<PageLoading />}>
        <ProfileSteps step={step} />
      </Suspense>
    </RequireSession>
  );
}
