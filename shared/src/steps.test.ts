import { describe, expect, it } from 'vitest';
import { APPLY_STEPS, SIGNUP_STEPS, UPGRADE_STEPS, isEditProfileStep, parseSignupStep } from './steps';

describe('flow steps (§2, §4)', () => {
  it('numbers the sign-up steps as the spec does', () => {
    expect(SIGNUP_STEPS).toEqual({ MEMBERSHIP_TYPE: 1, REGISTER: 2, PAYMENT: 3, EDIT_PROFILE: 4, PROFILE_TYPE: 10, REGISTRATION_FORM: 20 });
    for (const step of [4, 5, 6, 7]) expect(isEditProfileStep(step)).toBe(true);
    expect(isEditProfileStep(8)).toBe(false);
  });

  it('numbers the upgrade and apply steps', () => {
    expect(UPGRADE_STEPS).toEqual({ MEMBERSHIP_TYPE: 1, PAYMENT: 2 });
    expect(APPLY_STEPS).toEqual({ START: 1, SCREENING_QUESTIONS: 2, PREVIEW: 3 });
  });

  it('reads ?step=, falling back to the membership step', () => {
    expect(parseSignupStep('2')).toBe(2);
    expect(parseSignupStep('6')).toBe(6);
    expect(parseSignupStep('20')).toBe(20);
    expect(parseSignupStep('9')).toBe(1);
    expect(parseSignupStep('abc')).toBe(1);
    expect(parseSignupStep(null)).toBe(1);
    expect(parseSignupStep('2.5')).toBe(1);
  });
});
