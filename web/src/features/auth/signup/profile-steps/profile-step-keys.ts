import { SIGNUP_EDIT_PROFILE_STEPS, SIGNUP_STEPS } from '@fj/shared';

const [PERSONAL, FOOTBALL, LOCATION, MEDIA] = SIGNUP_EDIT_PROFILE_STEPS;

/** i18n key of each profile step's name (`signup.steps.names.<key>`) and its screen texts (`signup.<key>.*`). */
export const PROFILE_STEP_KEYS: Readonly<Record<number, string>> = {
  [PERSONAL]: 'personal',
  [FOOTBALL]: 'football',
  [LOCATION]: 'location',
  [MEDIA]: 'media',
  [SIGNUP_STEPS.PROFILE_TYPE]: 'profileTypeStep',
  [SIGNUP_STEPS.REGISTRATION_FORM]: 'preferences',
};
