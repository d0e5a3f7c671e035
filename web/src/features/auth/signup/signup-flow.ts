import { SIGNUP_EDIT_PROFILE_STEPS, SIGNUP_STEPS } from '@fj/shared';
import type { PlanChoice } from '../../memberships';
import { isPaidChoice } from './signup-url';

/** The steps after the account exists, in order: the step indicator counts these ("Step 2 of 6"). */
export const PROFILE_FLOW_STEPS: readonly number[] = [
  ...SIGNUP_EDIT_PROFILE_STEPS,
  SIGNUP_STEPS.PROFILE_TYPE,
  SIGNUP_STEPS.REGISTRATION_FORM,
];

/** Where a candidate goes once registered (or when already logged in): a paid plan is paid first. */
export const stepAfterAccount = (choice: PlanChoice): number =>
  isPaidChoice(choice) ? SIGNUP_STEPS.PAYMENT : SIGNUP_STEPS.EDIT_PROFILE;

/** The profile step after `step`, or null after the last one (then the dashboard). */
export function nextProfileStep(step: number): number | null {
  const index = PROFILE_FLOW_STEPS.indexOf(step);
  return index >= 0 && index < PROFILE_FLOW_STEPS.length - 1 ? PROFILE_FLOW_STEPS[index + 1] : null;
}

/** 1-based position of a profile step and how many there are. */
export function profileStepPosition(step: number): { position: number; total: number } {
  return { position: PROFILE_FLOW_STEPS.indexOf(step) + 1, total: PROFILE_FLOW_STEPS.length };
}
