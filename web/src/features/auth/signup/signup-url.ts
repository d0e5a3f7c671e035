import {
  BILLING_INTERVALS,
  DEFAULT_MEMBERSHIP,
  MEMBERSHIPS,
  signupStepHref,
  type BillingInterval,
  type Membership,
} from '@fj/shared';
import type { PlanChoice } from '../../memberships';

/** `&account=employer` on the REGISTER step is the employer registration ("I'm hiring"). */
export const EMPLOYER_ACCOUNT = 'employer';

export const DEFAULT_INTERVAL: BillingInterval = 'month';

/** The plan chosen on MEMBERSHIP_TYPE travels in the URL (`&membership=&interval=`), so reload and back keep it. */
export function parsePlanChoice(params: URLSearchParams): PlanChoice {
  const membership: Membership = MEMBERSHIPS.find((tier) => tier.value === params.get('membership'))?.value ?? DEFAULT_MEMBERSHIP;
  const interval = BILLING_INTERVALS.find((value) => value === params.get('interval')) ?? DEFAULT_INTERVAL;
  return { membership, interval };
}

export const isPaidChoice = (choice: PlanChoice): boolean => choice.membership !== 'FREE';

/** `/signup/?step=N`, with the plan choice when the step needs it. */
export function signupHref(step: number, choice?: PlanChoice): string {
  const base = signupStepHref(step);
  return choice ? `${base}&membership=${choice.membership}&interval=${choice.interval}` : base;
}

export const employerSignupHref = (step: number): string => `${signupStepHref(step)}&account=${EMPLOYER_ACCOUNT}`;
