import { Type } from 'typebox';
import { BACKGROUND_CHECK_LIMITS, BACKGROUND_CHECK_STATUSES, BACKGROUND_CHECK_TYPES, SAFEGUARDING_REFUSALS } from '@fj/shared';
import { ErrorResponse, PagingFields, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

const literals = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()]);

const checkProperties = {
  id: Type.Integer(),
  checkType: literals(BACKGROUND_CHECK_TYPES),
  referenceNumber: Type.String(),
  issuedOn: Type.String({ description: 'YYYY-MM-DD' }),
  expiresOn: Type.String({ description: 'YYYY-MM-DD' }),
  status: literals(BACKGROUND_CHECK_STATUSES),
  valid: Type.Boolean({ description: 'Verified and not expired today' }),
  expired: Type.Boolean(),
  rejectionReason: Type.String(),
  certificateMediaId: Nullable(Type.Integer({ description: 'GET /media/{id}: the owner and administrators only' })),
  certificateName: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String()),
  created: Type.String(),
};

export const BackgroundCheck = Type.Object(checkProperties);
export const AdminBackgroundCheck = Type.Object({ ...checkProperties, userId: Type.Integer(), candidateName: Type.String(), candidateEmail: Type.String() });

export const OwnListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(BackgroundCheck) });
export const CreatedResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: BackgroundCheck });

export const AdminListQuery = RequestObject({
  status: Type.Optional(literals(BACKGROUND_CHECK_STATUSES)),
  ...PagingFields(),
  ...SkipCacheQuery,
});
export const AdminListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(AdminBackgroundCheck), total: Type.Integer() });

export const ReviewBody = RequestObject({
  decision: Type.Union([Type.Literal('verify'), Type.Literal('reject')]),
  reason: Type.Optional(Str(BACKGROUND_CHECK_LIMITS.rejectionReason, { description: 'Required to reject; emailed to the candidate' })),
});
export const ReviewResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: AdminBackgroundCheck });

/** The apply route's 422: a safeguarding refusal carries its reason and the page where the candidate fixes it. */
export const SafeguardingRefusalResponse = Type.Object(
  {
    ...ErrorResponse.properties,
    refusal: Type.Optional(literals(SAFEGUARDING_REFUSALS)),
    link: Type.Optional(Type.String({ description: 'Safeguarding refusals: the SPA page of the candidate’s background checks' })),
  },
  { description: 'Error envelope; a safeguarding refusal (code safeguarding-check-required) adds refusal and link' },
);

export const CREATE_DESCRIPTION =
  'multipart/form-data: checkType (' + BACKGROUND_CHECK_TYPES.join(', ') + '), referenceNumber, issuedOn and expiresOn (YYYY-MM-DD), ' +
  `and the certificate as file (PDF, JPEG or PNG, at most ${BACKGROUND_CHECK_LIMITS.certificateMb} MB; type read from the bytes). ` +
  'The check starts pending until an administrator verifies it.';
