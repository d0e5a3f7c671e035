import { Type } from 'typebox';
import { candidateAccountProperties } from '../candidates/candidates.schemas';

export const OwnProfile = Type.Object({
  ID: Type.Integer(),
  user_login: Type.String(),
  user_email: Type.String(),
  display_name: Type.String(),
  displayName: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  profile: Type.String({ description: 'Public profile slug (/profile/{slug})' }),
  profile_type: Type.Union([Type.String(), Type.Null()]),
  membership: Type.String(),
  employer: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), isOwner: Type.Boolean() }),
    Type.Null(),
  ]),
  hasPassword: Type.Boolean({ description: 'False for accounts created with Google that never set a password' }),
  emailVerified: Type.Boolean({ description: 'The address is confirmed (a confirmation link opened, or Google sign-in); the SPA shows a banner until it is' }),
  registered: Type.String({ format: 'date-time' }),
  locale: Type.Union([Type.Literal('en'), Type.Literal('ar')], { description: 'The language emails to this account are written in' }),
  timezone: Type.Union([Type.String(), Type.Null()], { description: 'IANA time zone interview times are shown in; null: the browser\'s (UTC in emails)' }),
  ...candidateAccountProperties,
  employerProfile: Type.Optional(Type.Unknown({ description: 'Employer roles: the company profile (§3 Employer profile), see docs/employer-area.md' })),
});

export const OwnProfileResponse = Type.Object({ success: Type.Literal(true), data: OwnProfile });

export const UpdateLocaleBody = Type.Object(
  { locale: Type.Union([Type.Literal('en'), Type.Literal('ar')], { description: 'en (English) or ar (Arabic)' }) },
  { additionalProperties: false },
);

export const UpdateLocaleResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ locale: Type.Union([Type.Literal('en'), Type.Literal('ar')]) }),
});

export const UpdateTimezoneBody = Type.Object(
  { timezone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone name, e.g. Europe/London' }) },
  { additionalProperties: false },
);

export const UpdateTimezoneResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ timezone: Type.String() }),
});
