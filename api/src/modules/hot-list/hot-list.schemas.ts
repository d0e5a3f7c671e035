import { Type } from 'typebox';
import { PagingFields, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

// The lists are checked in the service (at most 3 roles, known values) so the answer names the field in words; the
// schema only bounds them.
export const UpdateHotListBody = RequestObject({
  available: Type.Boolean({ description: 'true opts in (the other fields are then required), false leaves the list' }),
  availableFrom: Type.Optional(Str(10, { description: 'YYYY-MM-DD, at most a year ahead' })),
  roles: Type.Optional(Type.Array(Str(60), { maxItems: 25, description: '1–3 §3 job roles (job_role values)' })),
  regions: Type.Optional(Type.Array(Str(20), { maxItems: 25, description: '1–10 regions or countries (countries values)' })),
});

const OwnEntry = Type.Object({
  included: Type.Boolean({ description: "Whether the caller's membership includes the hot list" }),
  membership: Type.String(),
  listed: Type.Boolean({ description: 'Whether employers see the caller on the list now' }),
  profilePublic: Type.Boolean(),
  hasProfile: Type.Boolean(),
  entry: Type.Union([
    Type.Object({
      available: Type.Boolean(),
      availableFrom: Type.String(),
      roles: Type.Array(Type.String()),
      regions: Type.Array(Type.String()),
      listedAt: Type.String({ format: 'date-time' }),
    }),
    Type.Null(),
  ]),
});

export const OwnEntryResponse = Type.Object({ success: Type.Literal(true), data: OwnEntry });
export const UpdateHotListResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: OwnEntry });

export const HotListQuery = RequestObject({
  role: Type.Optional(Str(60, { description: 'Only candidates offering this job role' })),
  country: Type.Optional(Str(20, { description: 'Only candidates available there (or anywhere)' })),
  ...PagingFields(),
  ...SkipCacheQuery,
});

const HotListItem = Type.Object({
  ID: Type.Integer(),
  slug: Type.String(),
  profileUrl: Type.String(),
  name: Type.String(),
  profilePic: Type.Union([Type.String(), Type.Null()]),
  headline: Type.String(),
  profileType: Type.String(),
  country: Type.String(),
  city: Type.String(),
  availableFrom: Type.String(),
  roles: Type.Array(Type.String()),
  regions: Type.Array(Type.String()),
  listedAt: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
  contact: Type.Union([Type.Object({ email: Type.String(), phone: Type.String() }), Type.Null()]),
});

export const HotListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(HotListItem),
  total: Type.Integer(),
  contactAccess: Type.Boolean({ description: "Whether the caller's organisation may see contact details (the CV database's rule)" }),
  contactNotice: Type.String(),
});

const SubscriptionState = Type.Object({ subscribed: Type.Boolean(), since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) });
export const SubscriptionResponse = Type.Object({ success: Type.Literal(true), data: SubscriptionState });
export const SubscriptionChangeResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: SubscriptionState });
