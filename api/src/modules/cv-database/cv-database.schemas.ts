import { Type } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, Offset, Limit } from '../../lib/schemas';

const Choice = (max = 60) => Type.Optional(Str(max));

export const CvSearchQuerySchema = RequestObject({
  search: Type.Optional(Str(200, { description: 'Keywords (websearch syntax) over name, headlines, skills, qualifications, experience' })),
  profile_type: Choice(),
  level: Choice(),
  experience: Choice(),
  qualification: Choice(),
  country: Choice(20),
  city: Choice(100),
  availability: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  relocate: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  skills: Type.Optional(Type.Array(Str(100), { maxItems: 10, description: 'Every skill must be held (repeat the parameter)' })),
  // Deeper than 100,000 rows is not a page a recruiter reads.
  offset: Type.Optional(Offset({ maximum: 100_000, default: 0 })),
  limit: Type.Optional(Limit({ default: 20 })),
  ...SkipCacheQuery,
});

const Label = Type.Object({ label: Type.String() });
const CvResult = Type.Object({
  ID: Type.Integer(),
  slug: Type.String(),
  profileUrl: Type.String(),
  name: Type.String(),
  profilePic: Type.Union([Type.String(), Type.Null()]),
  cv_headline: Type.String(),
  cand_headline: Type.Array(Label),
  profile_type: Type.String(),
  level: Type.String(),
  cand_experience: Type.String(),
  cand_qualification: Type.Array(Type.String()),
  type: Type.String(),
  cand_country: Type.String(),
  cand_city: Type.String(),
  location: Type.String(),
  cand_availability: Type.String(),
  immediately: Type.String(),
  cand_relocate: Type.String(),
  cand_skills: Type.Array(Label),
  contactVisible: Type.Boolean(),
  contact: Type.Union([Type.Object({ email: Type.String(), phone: Type.String() }), Type.Null()]),
  updated: Type.String(),
});

export const CvSearchResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(CvResult),
  total: Type.Integer(),
  contactAccess: Type.Boolean({ description: "Whether the caller's organisation may see contact details at all" }),
  contactNotice: Type.String(),
});
