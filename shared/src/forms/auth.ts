import * as yup from 'yup';
import { MAX_LENGTH } from '../constants';
import { DEFAULT_MEMBERSHIP, MEMBERSHIPS } from '../enums/memberships';
import { valuesOf } from '../enums/helpers';
import { PROFILE_TYPES } from '../enums/profile-types';
import {
  USERNAME_PATTERN,
  confirmPasswordField,
  emailField,
  nameField,
  newPasswordField,
  requiredText,
  termsField,
  text,
  usernameField,
} from './fields';
import { FORM_MESSAGES as M } from './messages';

/** §5 login: username (or email) and password required. No strength rule: old passwords must still work. */
export const loginSchema = yup.object({
  username: requiredText(MAX_LENGTH.email),
  password: yup.string().typeError(M.notText).required(M.required).max(MAX_LENGTH.password, M.tooLong(MAX_LENGTH.password)),
});

export const candidateRegisterSchema = yup.object({
  first_name: nameField(),
  last_name: nameField(),
  username: usernameField(),
  email: emailField(),
  password: newPasswordField(),
  confirm_password: confirmPasswordField(),
  profile_type: text().required(M.required).oneOf(valuesOf(PROFILE_TYPES), M.choose),
  membership: text().oneOf(valuesOf(MEMBERSHIPS), M.choose).default(DEFAULT_MEMBERSHIP),
  terms: termsField(),
});

export const employerRegisterSchema = yup.object({
  company_name: requiredText(MAX_LENGTH.companyName),
  first_name: nameField(),
  last_name: nameField(),
  username: usernameField(),
  email: emailField(),
  password: newPasswordField(),
  confirm_password: confirmPasswordField(),
  terms: termsField(),
});

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lost password: a username or an email address. */
export const lostPasswordSchema = yup.object({
  user_login: requiredText(MAX_LENGTH.email).test(
    'username-or-email',
    M.userLogin,
    (value) => value === undefined || USERNAME_PATTERN.test(value) || EMAIL_SHAPE.test(value),
  ),
});

export const resetPasswordSchema = yup.object({
  token: requiredText(MAX_LENGTH.token),
  password: newPasswordField(),
  confirm_password: confirmPasswordField(),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
export type CandidateRegisterValues = yup.InferType<typeof candidateRegisterSchema>;
export type EmployerRegisterValues = yup.InferType<typeof employerRegisterSchema>;
export type LostPasswordValues = yup.InferType<typeof lostPasswordSchema>;
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
