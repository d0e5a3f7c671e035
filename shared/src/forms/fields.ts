import * as yup from 'yup';
import { LIMITS, MAX_LENGTH } from '../constants';
import { FORM_MESSAGES as M } from './messages';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * A trimmed string field. yup's own `.trim()`/`.lowercase()` crash on non-string input (e.g. `{"$ne": ""}` in a
 * JSON body), so these transforms only touch strings and anything else fails the type check with a message.
 */
export const text = () =>
  yup
    .string()
    .typeError(M.notText)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

export const requiredText = (max: number) => text().required(M.required).max(max, M.tooLong(max));

export const nameField = () => requiredText(MAX_LENGTH.name);

export const usernameField = () =>
  text()
    .required(M.required)
    .min(LIMITS.usernameMinLength, M.usernameLength)
    .max(MAX_LENGTH.username, M.usernameLength)
    .matches(USERNAME_PATTERN, M.usernameFormat);

export const emailField = () =>
  text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required(M.required).max(MAX_LENGTH.email, M.tooLong(MAX_LENGTH.email)).email(M.email);

/** New passwords: 8–128 characters with at least one letter and one digit. Never trimmed. */
export const newPasswordField = () =>
  yup
    .string()
    .typeError(M.notText)
    .required(M.required)
    .min(LIMITS.passwordMinLength, M.passwordLength)
    .max(MAX_LENGTH.password, M.passwordLength)
    .matches(/\p{L}/u, M.passwordStrength)
    .matches(/\d/, M.passwordStrength);

export const confirmPasswordField = () =>
  yup
    .string()
    .typeError(M.notText)
    .required(M.required)
    .oneOf([yup.ref('password')], M.passwordsDiffer);

export const termsField = () => yup.boolean().typeError(M.terms).required(M.terms).oneOf([true], M.terms);
