/** §4 sign-up steps (`/signup/?step=N`). Edit-profile covers steps 4 to 7. */
export const SIGNUP_STEPS = {
  MEMBERSHIP_TYPE: 1,
  REGISTER: 2,
  PAYMENT: 3,
  EDIT_PROFILE: 4,
  PROFILE_TYPE: 10,
  REGISTRATION_FORM: 20,
} as const;

export const SIGNUP_EDIT_PROFILE_STEPS = [4, 5, 6, 7] as const;

export const UPGRADE_STEPS = {
  MEMBERSHIP_TYPE: 1,
  PAYMENT: 2,
} as const;

/** §2 apply flow steps. */
export const APPLY_STEPS = {
  START: 1,
  SCREENING_QUESTIONS: 2,
  PREVIEW: 3,
} as const;

export type SignupStep = (typeof SIGNUP_STEPS)[keyof typeof SIGNUP_STEPS] | (typeof SIGNUP_EDIT_PROFILE_STEPS)[number];
export type UpgradeStep = (typeof UPGRADE_STEPS)[keyof typeof UPGRADE_STEPS];
export type ApplyStep = (typeof APPLY_STEPS)[keyof typeof APPLY_STEPS];

const SIGNUP_STEP_VALUES: readonly number[] = [...Object.values(SIGNUP_STEPS), ...SIGNUP_EDIT_PROFILE_STEPS];

export const isEditProfileStep = (step: number): boolean =>
  (SIGNUP_EDIT_PROFILE_STEPS as readonly number[]).includes(step);

/** Reads `?step=` of the sign-up page; anything that is not a known step starts at MEMBERSHIP_TYPE. */
export function parseSignupStep(raw: string | null | undefined): SignupStep {
  const step = Number(raw);
  return (Number.isInteger(step) && SIGNUP_STEP_VALUES.includes(step) ? step : SIGNUP_STEPS.MEMBERSHIP_TYPE) as SignupStep;
}
