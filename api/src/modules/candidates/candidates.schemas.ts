import { CANDIDATE_PROFILE_LIMITS as L, MAX_LENGTH, PROFILE_TYPES } from '@fj/shared';
import { Type, type TOptional, type TProperties, type TSchema } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, PagingFields } from '../../lib/schemas';

/*
 * Route schemas give shape, types and maximum lengths (and the OpenAPI description); the §5 rules with their
 * messages are the shared yup schemas, which answer 422 per field. List limits here are loose on purpose so the
 * form rule ("Please select up to 3 roles.") is the one a person sees.
 */

const Choice = () => Str(60, { description: "A value of the field's list, or '' for not answered" });

const HeadlineTag = Type.Object({ value: Str(100), label: Type.Optional(Str(MAX_LENGTH.shortText)) }, { additionalProperties: false });
const Labelled = Type.Object({ label: Str(100) }, { additionalProperties: false });
const Education = Type.Object(
  { degree_name: Str(L.entryTitle * 2), degree_institute: Type.Optional(Str(L.entryTitle * 2)), degree_detail: Type.Optional(Str(L.entryDetail * 2)) },
  { additionalProperties: false },
);
const Profession = Type.Object(
  {
    project_role: Str(L.entryTitle * 2),
    project_organization: Type.Optional(Str(L.entryTitle * 2)),
    project_desc: Type.Optional(Str(L.entryDetail * 2)),
    project_start: Str(30, { description: 'DD/MM/YYYY, YYYY-MM-DD or MM/DD/YYYY' }),
    project_end: Type.Optional(Str(30, { description: "Same formats; '' while the job continues (Present)" })),
  },
  { additionalProperties: false },
);
const Certification = Type.Object(
  {
    certification_name: Str(L.entryTitle * 2),
    certification_institute: Type.Optional(Str(L.entryTitle * 2)),
    certification_desc: Type.Optional(Str(L.entryDetail * 2)),
  },
  { additionalProperties: false },
);
const List = <T extends Parameters<typeof Type.Array>[0]>(item: T, max: number) => Type.Array(item, { maxItems: max * 2 + 10 });

/** A field of a partial update: absent leaves it, null (or '') clears it (docs/api.md, "Partial updates"). */
const Clearable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** `POST /update-profile`: any subset of the §3 fields; only the fields sent change, null or '' clears one. */
export const UpdateProfileBody = RequestObject({
  cand_name: Clearable(Str(MAX_LENGTH.name * 2)),
  cand_email: Clearable(Str(MAX_LENGTH.email)),
  cand_phone: Clearable(Str(L.phone * 2)),
  cand_availability: Clearable(Choice()),
  cand_relocate: Clearable(Choice()),
  immediately: Clearable(Choice()),
  cand_headline: Clearable(List(HeadlineTag, L.headline)),
  cand_country: Clearable(Choice()),
  cand_city: Clearable(Str(L.city * 2)),
  cv_headline: Clearable(Str(L.cvHeadline * 2)),
  cand_fb: Clearable(Str(MAX_LENGTH.url)),
  cand_google: Clearable(Str(MAX_LENGTH.url)),
  cand_twiter: Clearable(Str(MAX_LENGTH.url)),
  cand_linked: Clearable(Str(MAX_LENGTH.url)),
  cand_intro: Clearable(Str(L.intro * 2, { description: 'HTML; sanitized with an allowlist before it is stored' })),
  cand_languages: Clearable(List(Labelled, L.languages)),
  cand_education: Clearable(List(Education, L.education)),
  cand_profession: Clearable(List(Profession, L.profession)),
  cand_certifications: Clearable(List(Certification, L.certifications)),
  cand_skills: Clearable(List(Labelled, L.skills)),
  type: Clearable(Choice()),
  level: Clearable(Choice()),
  cand_experience: Clearable(Choice()),
  cand_qualification: Clearable(List(Str(100), L.qualifications)),
  cand_salary_type: Clearable(Choice()),
  cand_salary_currency: Clearable(Choice()),
  // String first: with ajv's type coercion a number branch first would turn null into 0 instead of clearing it.
  cand_salary: Type.Optional(Type.Union([Str(20), Type.Number(), Type.Null()], { description: 'Major units (e.g. 42000.50); null or empty clears it' })),
  cand_gender: Clearable(Choice()),
  cand_background: Clearable(Choice()),
  cand_community: Clearable(Choice()),
  cand_condition: Clearable(Choice()),
  profile_type: Clearable(Str(30, { description: PROFILE_TYPES.map((option) => option.value).join(', ') })),
  cand_profile: Clearable(Str(4, { description: 'pub or priv' })),
});

const HeadlineTagOut = Type.Object({ value: Type.String(), label: Type.String() });
const LabelledOut = Type.Object({ label: Type.String() });
const EducationOut = Type.Object({ degree_name: Type.String(), degree_institute: Type.String(), degree_detail: Type.String() });
const ProfessionOut = Type.Object({
  project_role: Type.String(),
  project_organization: Type.String(),
  project_desc: Type.String(),
  project_start: Type.String(),
  project_end: Type.String({ description: "'' means Present" }),
});
const CertificationOut = Type.Object({
  certification_name: Type.String(),
  certification_institute: Type.String(),
  certification_desc: Type.String(),
});
const NullableString = () => Type.Union([Type.String(), Type.Null()]);

/** The fields the public profile shows (spec names). */
const publicProperties = {
  profilePic: NullableString(),
  cand_name: Type.String(),
  cand_headline: Type.Array(HeadlineTagOut),
  cv_headline: Type.String(),
  cand_city: Type.String(),
  cand_country: Type.String(),
  cand_fb: Type.String(),
  cand_google: Type.String(),
  cand_twiter: Type.String(),
  cand_linked: Type.String(),
  cand_intro: Type.String({ description: 'Sanitized HTML' }),
  cand_languages: Type.Array(LabelledOut),
  cand_education: Type.Array(EducationOut),
  cand_profession: Type.Array(ProfessionOut),
  cand_certifications: Type.Array(CertificationOut),
  cand_skills: Type.Array(LabelledOut),
  cand_qualification: Type.Array(Type.String()),
  type: Type.String(),
  level: Type.String(),
  cand_experience: Type.String(),
  immediately: Type.String(),
  cand_relocate: Type.String(),
  profile_type: Type.String(),
  cand_profile: Type.String(),
} satisfies TProperties;

/** Every §3 field of the candidate profile as the owner sees it. */
export const candidateProfileProperties = {
  ...publicProperties,
  cand_email: Type.String(),
  cand_phone: Type.String(),
  cand_availability: Type.String(),
  cand_salary_type: Type.String(),
  cand_salary_currency: Type.String(),
  cand_salary: Type.Union([Type.Number(), Type.Null()]),
  cand_gender: Type.String(),
  cand_background: Type.String(),
  cand_community: Type.String(),
  cand_condition: Type.String(),
} satisfies TProperties;

/**
 * The candidate fields `GET /get-profile` adds for candidate accounts (optional: other accounts do not have them;
 * `profile_type` is already an account field).
 */
export const candidateAccountProperties = Object.fromEntries(
  Object.entries(candidateProfileProperties)
    .filter(([name]) => name !== 'profile_type')
    .map(([name, schema]) => [name, Type.Optional(schema)]),
) as { [K in Exclude<keyof typeof candidateProfileProperties, 'profile_type'>]: TOptional<(typeof candidateProfileProperties)[K]> };

export const OwnCandidateProfileSchema = Type.Object({
  ...candidateProfileProperties,
  profile: Type.String({ description: 'Public profile slug (/profile/{slug})' }),
});

export const OwnCandidateProfileResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  data: OwnCandidateProfileSchema,
});

export const PublicCandidateProfileSchema = Type.Object({
  ...publicProperties,
  slug: Type.String(),
  userId: Type.Integer({ description: 'The owner\'s account: what `POST /report` names a profile by' }),
  contactVisible: Type.Boolean({ description: '§6: e-mail and phone are shown from the premium tier up' }),
  cand_email: Type.Optional(Type.String()),
  cand_phone: Type.Optional(Type.String()),
});

const EmployerStubSchema = Type.Object({ slug: Type.String(), name: Type.String() });

export const PublicProfileQuery = RequestObject({ slug: Str(140, { minLength: 1 }), ...SkipCacheQuery });

export const PublicProfileResponse = Type.Object({
  success: Type.Literal(true),
  type: Type.Union([Type.Literal('candidate'), Type.Literal('employer')]),
  data: Type.Union([PublicCandidateProfileSchema, EmployerStubSchema]),
});

export const PublicProfilesQuery = RequestObject({
  ...PagingFields(),
  search: Type.Optional(Str(200)),
  profile_type: Type.Optional(Str(30)),
  ...SkipCacheQuery,
});

export const PublicProfilesResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(PublicCandidateProfileSchema),
  total: Type.Integer(),
});

export const UpdateVisibilityBody = RequestObject({ cand_profile: Str(10) });
export const UpdateVisibilityResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ cand_profile: Type.String() }),
});

export const UpdatePermalinkBody = RequestObject({ slug: Str(140) });
export const UpdatePermalinkResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  token: Type.String({ description: 'A fresh token: the token carries the profile slug' }),
  data: Type.Object({ profile: Type.String(), profileUrl: Type.String() }),
});

export const DashboardResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    membership: Type.String(),
    membershipStatus: Type.String(),
    interval: NullableString(),
    subscriptionId: Type.Union([Type.Integer(), Type.Null()]),
    standardCredits: Type.Integer(),
    premiumCredits: Type.Integer(),
    appliedJobs: Type.Integer(),
    profile: Type.String(),
    profileUrl: Type.String(),
    profileImage: NullableString(),
    candProfile: Type.String(),
    completeness: Type.Object({
      percent: Type.Integer(),
      missingTabs: Type.Array(Type.String()),
      hasPicture: Type.Boolean(),
    }),
  }),
});

export const SkipCacheOnly = RequestObject({ ...SkipCacheQuery });
