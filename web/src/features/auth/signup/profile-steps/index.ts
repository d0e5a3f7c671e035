/** The sign-up profile steps' own chunk (loaded by SignupPage once the account exists). */
export { ProfileSteps } from './ProfileSteps';
