import { LIMITS, MAX_LENGTH, MESSAGES } from '../constants';

/** Field messages shown under form fields and returned by the api in `errors`. */
export const FORM_MESSAGES = {
  required: MESSAGES.required,
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  email: 'Please enter a valid email address.',
  usernameFormat: 'Use only letters, numbers, dots, dashes and underscores.',
  usernameLength: `Username must be ${LIMITS.usernameMinLength} to ${MAX_LENGTH.username} characters long.`,
  passwordLength: `Password must be ${LIMITS.passwordMinLength} to ${MAX_LENGTH.password} characters long.`,
  passwordStrength: 'Password must contain at least one letter and one number.',
  passwordsDiffer: 'Passwords do not match.',
  terms: 'Please accept the terms and conditions.',
  choose: 'Please choose one of the options.',
  userLogin: 'Please enter your username or email address.',
  notText: 'Please enter text.',
  notObject: 'The request body must be a JSON object.',
} as const;
