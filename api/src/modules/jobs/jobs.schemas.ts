import { JOB_POST_LIMITS as L, MAX_LENGTH } from '@fj/shared';
import { Type } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, Id, PagingFields } from '../../lib/schemas';

// A limit above LIMITS.maxPageSize is a 400 (it used to be accepted up to 1000 and silently capped at 100).
const Paging = PagingFields();
const Values = (description: string) =>
  Type.Optional(Type.Array(Str(100), { maxItems: 30, description: `${description}; repeat the parameter or separate values with commas` }));

export const BrowseQuery = RequestObject({
  search: Type.Optional(Str(200, { description: 'Keywords, websearch syntax: "exact phrase", -exclude, or' })),
  keyword: Type.Optional(Str(200, { description: 'Alias of search (the web page\'s ?keyword= links)' })),
  category: Values('Job category values (JOB_CATEGORIES)'),
  catIds: Values('Alias of category'),
  country: Values('Location country values (COUNTRIES)'),
  city: Type.Optional(Str(100, { description: 'Location city (case-insensitive, exact)' })),
  job_type: Values('Job type values (JOB_TYPES)'),
  work_mode: Values('Work mode values (WORK_MODES)'),
  experience: Values('Experience values (EXPERIENCES)'),
  type: Type.Optional(Type.Union([Type.Literal('premium'), Type.Literal('normal')], { description: 'premium: Premium jobs; normal: Free jobs' })),
  salary_min: Type.Optional(Type.Number({ minimum: 0, maximum: L.salaryMax, description: 'Minimum offered salary, major units' })),
  salary_max: Type.Optional(Type.Number({ minimum: 0, maximum: L.salaryMax, description: 'Maximum offered salary, major units' })),
  posted_within: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'Posted within this many days' })),
  employer: Type.Optional(Id({ description: 'Employer ID' })),
  sort: Type.Optional(
    Type.Union([Type.Literal('newest'), Type.Literal('relevance')], {
      description: 'relevance (default with a keyword: title matches first, then recency) or newest (posting date)',
    }),
  ),
  facets: Type.Optional(Str(5, { description: '0 leaves the facet counts out (faster)' })),
  ...Paging,
  ...SkipCacheQuery,
});

export const HomepageQuery = RequestObject({
  type: Type.Union([Type.Literal('premium'), Type.Literal('normal')], { description: 'premium or normal (Free) jobs' }),
  ...Paging,
  ...SkipCacheQuery,
});

export const SlugQuery = RequestObject({ slug: Str(200, { minLength: 1 }), ...SkipCacheQuery });

export const RelatedQuery = RequestObject({
  jobId: Id(),
  catIds: Values('Category values; default: the job’s own'),
  ...Paging,
  ...SkipCacheQuery,
});

export const EmployerJobsQuery = RequestObject({ employerId: Id(), ...Paging, ...SkipCacheQuery });

export const JobIdQuery = RequestObject({ jobId: Id(), ...SkipCacheQuery });

export const OwnJobsQuery = RequestObject({
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('in-active')], { description: 'active (default) or in-active' })),
  ...Paging,
  ...SkipCacheQuery,
});

export const StatusQuery = RequestObject({
  jobId: Id(),
  status: Str(20, { description: 'publish (alias active), closed (alias in-active), filled, draft; pending for administrators' }),
});

const LocationIn = Type.Object({ country: Str(40), city: Type.Optional(Str(L.city * 2)) }, { additionalProperties: false });
const QuestionIn = Type.Object(
  { id: Type.Optional(Str(40)), question: Str(L.question * 2), required: Type.Optional(Type.Union([Type.Boolean(), Str(5)])) },
  { additionalProperties: false },
);
const ShortList = (max: number, itemMax = 100) => Type.Optional(Type.Array(Str(itemMax), { maxItems: max * 2 + 10 }));

/** §3 job post form. The §5 rules (dates, salary, categories…) are the shared yup schema → 422 per field. */
export const SubmitJobBody = RequestObject({
  jobId: Type.Optional(Type.Union([Id(), Str(12)], { description: 'Present when editing' })),
  job_title: Type.Optional(Str(L.title * 2)),
  job_cat: Type.Optional(Type.Array(Str(100), { maxItems: 30 })),
  job_description: Type.Optional(Str(L.description * 2, { description: 'HTML; sanitized with an allowlist before it is stored' })),
  job_date: Type.Optional(Str(40, { description: 'Application deadline: DD/MM/YYYY, YYYY-MM-DD or MM/DD/YYYY' })),
  job_salary_type: Type.Optional(Str(60)),
  job_salary: Type.Optional(Type.Union([Type.Number(), Str(20), Type.Null()], { description: 'Major units; null or empty for none' })),
  job_posts: Type.Optional(Type.Union([Type.Integer(), Str(10)], { description: 'Vacancies' })),
  job_type: Type.Optional(Str(60)),
  job_currency: Type.Optional(Str(60)),
  job_experience: Type.Optional(Str(60)),
  job_qualifications: ShortList(L.qualifications),
  must_have_qualification: Type.Optional(Str(100)),
  job_shift: Type.Optional(Str(L.shift * 2)),
  job_skills: ShortList(L.skills, L.skill * 2),
  receiveApplicants: Type.Optional(Str(10, { description: 'site, exter (external link) or mail' })),
  job_external_url: Type.Optional(Str(MAX_LENGTH.url)),
  job_external_email: Type.Optional(Str(MAX_LENGTH.email)),
  class: Type.Optional(Str(10, { description: 'Free or Premium' })),
  workMode: Type.Optional(Str(20)),
  jobLocation: Type.Optional(Type.Array(LocationIn, { maxItems: L.locations * 2 + 10 })),
  reference: Type.Optional(Str(20)),
  isSendRejection: Type.Optional(Type.Union([Type.Boolean(), Str(5)])),
  rejection_email_subject: Type.Optional(Str(L.rejectionSubject * 2)),
  rejection_email_content: Type.Optional(Str(L.rejectionBody * 2)),
  screening_questions: Type.Optional(Type.Array(QuestionIn, { maxItems: L.screeningQuestions * 2 + 10 })),
  safeguardingRequired: Type.Optional(Type.Union([Type.Boolean(), Str(5)], { description: 'The role works with children or vulnerable adults: applicants need a verified background check' })),
  status: Type.Optional(Str(10, { description: "draft or publish (default)" })),
  employerId: Type.Optional(Id({ description: 'submit-job-all: the employer to post for' })),
  employerName: Type.Optional(Str(MAX_LENGTH.companyName, { description: 'submit-job-all: employer name or slug (when no employerId)' })),
});

const Location = Type.Object({ country: Type.String(), city: Type.String() });
const Question = Type.Object({ id: Type.String(), question: Type.String(), required: Type.Boolean() });
const Facet = Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }));

/** The employer's own reads only (get-jobs, the job-for-editing form): where the job stands in moderation (docs/moderation.md). */
const JobModerationState = Type.Object({
  status: Type.Union([Type.Literal('pending'), Type.Literal('rejected'), Type.Null()]),
  reasons: Type.Array(Type.String(), { description: 'Reason codes while pending (ModerationReasonCode)' }),
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Type.Union([Type.String(), Type.Null()]),
});

const listingProperties = {
  ID: Type.Integer(),
  job: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  link: Type.String(),
  location: Type.String({ description: 'Escaped HTML; several locations separated by <br>' }),
  locations: Type.Array(Location),
  job_type: Type.String(),
  job_type_value: Type.String(),
  work_mode: Type.String(),
  work_mode_value: Type.String({ description: 'Stored value of work_mode (the label is English)' }),
  job_class: Type.String({ description: 'Premium or Free' }),
  categories: Type.Array(Type.String()),
  catIds: Type.Array(Type.String()),
  employer: Type.String(),
  employer_id: Type.Integer(),
  author_link: Type.String(),
  img: Type.Union([Type.String(), Type.Null()]),
  job_salary: Type.String(),
  salary_amount: Type.Union([Type.Number(), Type.Null()], { description: 'Major units; job_salary is the English text' }),
  currency_value: Type.String({ description: 'Stored salary currency value' }),
  salary_type_value: Type.String({ description: 'Stored salary type value' }),
  startDate: Type.String(),
  postDate: Type.String(),
  endDate: Type.String(),
  postModified: Type.String(),
  postStatus: Type.String(),
  is_active: Type.Boolean(),
  safeguardingRequired: Type.Boolean({ description: 'Applying needs a verified, unexpired background check (docs/safeguarding.md)' }),
  days_left: Type.Integer(),
  moderation: Type.Optional(JobModerationState),
};
export const ListingItem = Type.Object(listingProperties);

const Highlighted = Type.Object({
  text: Type.String({ description: 'Plain text (never HTML)' }),
  marks: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()]), { description: 'Matched words: [start, end) in UTF-16 code units' }),
});
/** A search result: a listing item and, with a keyword, its title and a description snippet with the matches. */
const SearchItem = Type.Object({
  ...listingProperties,
  highlight: Type.Optional(Type.Object({ title: Highlighted, snippet: Highlighted }, { description: 'Only with a keyword' })),
});

export const LocationSuggestionsQuery = RequestObject({
  q: Str(100, { minLength: 1, description: 'The start of a city or of a word of a country name' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, description: 'Default 8' })),
  ...SkipCacheQuery,
});

export const LocationSuggestionsResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('country'), Type.Literal('city')]),
      country: Type.String({ description: 'Country value (COUNTRIES)' }),
      city: Type.String({ description: 'Empty for a country' }),
      label: Type.String({ description: 'English name: "Berlin, Germany" or "Germany"' }),
      count: Type.Integer({ description: 'Active jobs there' }),
    }),
  ),
});

export const ListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(ListingItem), total: Type.Integer() });

export const BrowseResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(SearchItem),
  total: Type.Integer(),
  facets: Type.Optional(
    Type.Object({ category: Facet, country: Facet, job_type: Facet, work_mode: Facet, experience: Facet, job_class: Facet }),
  ),
});

export const CategoriesAndLocationsResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    categories: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
    locations: Type.Array(Type.Object({ country: Type.String(), label: Type.String(), city: Type.String(), count: Type.Integer() })),
  }),
});

export const JobDetailResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    ...listingProperties,
    description: Type.String(),
    access: Type.Boolean(),
    access_class: Type.String(),
    available_jobs: Type.Integer(),
    employer_slug: Type.String(),
    postEndDate: Type.String(),
    closing_date: Type.Union([Type.String(), Type.Null()]),
    _salary_offered: Type.Union([Type.Number(), Type.Null()]),
    job_currency: Type.String(),
    job_salary_type: Type.String(),
    job_experience: Type.String(),
    job_qualifications: Type.Array(Type.String()),
    must_have_qualification: Type.String(),
    job_experience_value: Type.String(),
    job_qualification_values: Type.Array(Type.String()),
    must_have_qualification_value: Type.String(),
    job_shift: Type.String(),
    job_vacancy: Type.Integer(),
    job_skills: Type.Array(Type.Object({ name: Type.String() })),
    receive_applicants: Type.String(),
    job_external_url: Type.String(),
    job_external_email: Type.String(),
    screening_questions: Type.Array(Question),
  }),
});

const JobPostForm = Type.Object({
  moderation: Type.Optional(JobModerationState),
  ID: Type.Integer(),
  slug: Type.String(),
  status: Type.String(),
  employer_id: Type.Integer(),
  employerName: Type.String(),
  job_title: Type.String(),
  job_cat: Type.Array(Type.String()),
  job_description: Type.String(),
  job_date: Type.String(),
  job_salary_type: Type.String(),
  job_salary: Type.Union([Type.Number(), Type.Null()]),
  job_posts: Type.Integer(),
  job_type: Type.String(),
  job_currency: Type.String(),
  job_experience: Type.String(),
  job_qualifications: Type.Array(Type.String()),
  must_have_qualification: Type.String(),
  job_shift: Type.String(),
  job_skills: Type.Array(Type.String()),
  receiveApplicants: Type.String(),
  job_external_url: Type.String(),
  job_external_email: Type.String(),
  class: Type.String(),
  workMode: Type.String(),
  jobLocation: Type.Array(Location),
  reference: Type.String(),
  isSendRejection: Type.Boolean(),
  rejection_email_subject: Type.String(),
  rejection_email_content: Type.String(),
  screening_questions: Type.Array(Question),
  safeguardingRequired: Type.Boolean(),
  postDate: Type.String(),
  postModified: Type.String(),
});

export const JobPostFormResponse = Type.Object({ success: Type.Literal(true), data: JobPostForm });
export const SubmitJobResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: JobPostForm });
export const StatusResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ ...listingProperties, status: Type.String() }),
});
