import * as yup from 'yup';
import { TEAM_ROLES } from '../enums/team-roles';
import { valuesOf } from '../enums/helpers';
import { emailField, nameField, newPasswordField } from './fields';
import { FORM_MESSAGES as M } from './messages';

/**
 * §3 team member form (`POST /job-api/create-team-member`): name, email, role, password + confirm.
 * Editing (`id` present) keeps the password unless a new one is typed.
 */
export function teamMemberSchema(editing: boolean) {
  const password = editing
    ? newPasswordField().transform((value: unknown) => (value === '' ? undefined : value)).optional().notRequired()
    : newPasswordField();
  return yup.object({
    id: yup.number().typeError(M.choose).integer(M.choose).positive(M.choose).optional(),
    name: nameField(),
    email: emailField(),
    role: yup.string().typeError(M.choose).required(M.required).oneOf(valuesOf(TEAM_ROLES), M.choose),
    password: password as unknown as ReturnType<typeof newPasswordField>,
    confirm_password: yup
      .string()
      .typeError(M.notText)
      .when('password', {
        is: (value: unknown) => typeof value === 'string' && value.length > 0,
        then: (schema) => schema.required(M.required).oneOf([yup.ref('password')], M.passwordsDiffer),
        otherwise: (schema) => schema.optional(),
      }),
  });
}

export type TeamMemberForm = yup.InferType<ReturnType<typeof teamMemberSchema>>;
