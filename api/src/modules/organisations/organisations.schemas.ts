import { Type, type Static } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, Id, Offset, Limit } from '../../lib/schemas';

const Label = Type.Object({ label: Type.Optional(Str(200)), value: Type.Optional(Str(200)) }, { additionalProperties: false });

/** Shape only; the §5 rules (URLs, YouTube-only video, dates, countries) are the shared employerProfileSchema (422). */
export const UpdateEmployerProfileBody = RequestObject({
  name: Type.Optional(Str(320)),
  headline: Type.Optional(Type.Union([Str(400), Label])),
  emp_email: Type.Optional(Str(320)),
  emp_city: Type.Optional(Str(200)),
  emp_country: Type.Optional(Type.Union([Str(40), Label])),
  emp_nos: Type.Optional(Type.Union([Str(80), Type.Number()])),
  emp_est: Type.Optional(Str(20)),
  emp_web: Type.Optional(Str(2048)),
  emp_fb: Type.Optional(Str(2048)),
  emp_twitter: Type.Optional(Str(2048)),
  emp_google: Type.Optional(Str(2048)),
  emp_linkedin: Type.Optional(Str(2048)),
  emp_youtube: Type.Optional(Str(2048)),
  emp_video: Type.Optional(Str(2048)),
  intro: Type.Optional(Str(40_000)),
  culture: Type.Optional(Str(40_000)),
  insights: Type.Optional(Str(40_000)),
  logo_media_id: Type.Optional(Type.Union([Id(), Type.Null()])),
});

export const SlugQuery = RequestObject({ slug: Str(180, { minLength: 1 }), ...SkipCacheQuery });

export const FeaturedQuery = RequestObject({
  search: Type.Optional(Str(120)),
  limit: Type.Optional(Limit({ maximum: 24 })),
  ...SkipCacheQuery,
});

export const OrganisationsQuery = RequestObject({
  search: Type.Optional(Str(120)),
  featured: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('1'), Type.Literal('0')])),
  offset: Type.Optional(Offset({ default: 0 })),
  limit: Type.Optional(Limit()),
  ...SkipCacheQuery,
});

const Loose = Type.Unknown({ description: 'See docs/employer-area.md for the fields' });
export const DataResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: Loose });

const Card = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  profilePic: Type.Union([Type.String(), Type.Null()]),
  headline: Type.String(),
  availableJobs: Type.Integer(),
  numberOfEmployees: Type.String(),
  location: Type.String({ description: 'City and English country name' }),
  city: Type.String(),
  country: Type.String({ description: 'Country code (COUNTRIES value)' }),
  featured: Type.Boolean(),
  link: Type.String(),
});
export const CardsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Card), total: Type.Integer() });

const StatusCount = Type.Object({ code: Type.Integer(), key: Type.String(), label: Type.String(), count: Type.Integer() });

/** §3 employer dashboard plus the pipeline figures. */
export const EmployerDashboardResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    membership: Type.String(),
    publishedJobs: Type.Integer(),
    pendingJobs: Type.Integer(),
    draftJobs: Type.Integer(),
    closedJobs: Type.Integer(),
    profile: Type.String(),
    profileUrl: Type.String(),
    companyName: Type.String(),
    standardCredits: Type.Integer(),
    premiumCredits: Type.Integer(),
    applications: Type.Object({
      total: Type.Integer(),
      new: Type.Integer(),
      shortListed: Type.Integer(),
      interviews: Type.Integer(),
      offered: Type.Integer(),
      hired: Type.Integer(),
      byStatus: Type.Array(StatusCount),
    }),
    teamMembers: Type.Integer(),
    emailTemplates: Type.Integer(),
  }),
});

export type EmployerDashboardData = Static<typeof EmployerDashboardResponse>['data'];
