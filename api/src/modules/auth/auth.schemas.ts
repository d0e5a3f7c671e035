import { MAX_LENGTH, MEMBERSHIPS, PROFILE_TYPES } from '@fj/shared';
import { Type } from 'typebox';
import { RequestObject, Str } from '../../lib/schemas';

const values = (list: readonly { value: string }[]) => list.map((item) => item.value);

export const LoginBody = RequestObject({
  username: Str(MAX_LENGTH.email, { description: 'Username or email address' }),
  password: Str(MAX_LENGTH.password),
});

const accountFields = {
  first_name: Str(MAX_LENGTH.name),
  last_name: Str(MAX_LENGTH.name),
  username: Str(MAX_LENGTH.username),
  email: Str(MAX_LENGTH.email),
  password: Str(MAX_LENGTH.password),
  confirm_password: Str(MAX_LENGTH.password),
  terms: Type.Boolean({ description: 'The terms and conditions were accepted' }),
};

export const CandidateRegisterBody = RequestObject({
  ...accountFields,
  // Membership in the lists is a form rule (422 under the field), checked by the shared yup schema.
  profile_type: Str(30, { description: `One of: ${values(PROFILE_TYPES).join(', ')}` }),
  membership: Type.Optional(Str(30, { description: `One of: ${values(MEMBERSHIPS).join(', ')}` })),
});

export const EmployerRegisterBody = RequestObject({
  company_name: Str(MAX_LENGTH.companyName),
  ...accountFields,
});

export const LostPasswordBody = RequestObject({
  user_login: Str(MAX_LENGTH.email, { description: 'Username or email address' }),
});

export const ResetPasswordBody = RequestObject({
  token: Str(MAX_LENGTH.token),
  password: Str(MAX_LENGTH.password),
  confirm_password: Str(MAX_LENGTH.password),
});

const googleCredential = Str(4096, { description: 'Google ID token (the credential from Google Identity Services)' });

export const SocialLoginBody = RequestObject({ credential: googleCredential });

export const SocialRegisterBody = RequestObject({
  credential: googleCredential,
  role: Type.Optional(Type.Union([Type.Literal('candidate'), Type.Literal('employer')], { default: 'candidate', description: 'Account type to create' })),
  company_name: Type.Optional(Str(MAX_LENGTH.companyName)),
});

export const LoginResponseSchema = Type.Object(
  {
    success: Type.Literal(true),
    token: Type.String(),
    user: Type.Object({
      ID: Type.Integer(),
      user_login: Type.String(),
      display_name: Type.String(),
      displayName: Type.String(),
    }),
    roles: Type.Array(Type.String()),
  },
  { description: 'Session token and the signed-in user' },
);
