import { Type } from 'typebox';
import { ADVERT_PLACEMENTS, POST_STATUSES, RICH_TEXT_BODY_MAX, STATIC_PAGE_SLUGS } from '@fj/shared';
import { Id, Int, PagingFields, RequestObject, Str } from '../../lib/schemas';

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));
const DateTime = Type.Union([Str(40, { description: 'ISO date and time' }), Type.Null()]);
const MediaId = Type.Union([Id({ description: 'An uploaded image (POST /media/upload)' }), Type.Null()]);

export const RICH_TEXT_MAX = RICH_TEXT_BODY_MAX;

export const AdminListQuery = RequestObject({
  ...PagingFields({ maximum: 100 }),
  status: Type.Optional(Str(14)),
  search: Type.Optional(Str(100)),
});

export const AdminPostsQuery = RequestObject({
  ...PagingFields({ maximum: 100 }),
  status: Type.Optional(literals(POST_STATUSES)),
  search: Type.Optional(Str(100, { description: 'Part of the title' })),
  category: Type.Optional(Str(80, { description: 'Category slug' })),
  author: Type.Optional(Id({ description: 'Author (user id)' })),
});

export const FeaturedCandidatesQuery = RequestObject({
  ...PagingFields({ maximum: 50 }),
  q: Type.Optional(Str(100, { description: 'Part of the name or headline' })),
});

export const IdParams = RequestObject({ id: Id() });
export const PageParams = RequestObject({ slug: literals(STATIC_PAGE_SLUGS) });
export const UserIdParams = RequestObject({ userId: Id() });

export const PostBody = RequestObject({
  title: Str(200, { minLength: 1 }),
  slug: Type.Optional(Str(160)),
  excerpt: Type.Optional(Str(500)),
  body: Str(RICH_TEXT_MAX),
  seoDescription: Type.Optional(Str(300)),
  category: Str(80, { minLength: 1 }),
  status: literals(POST_STATUSES),
  publishAt: Type.Optional(DateTime),
  coverMediaId: Type.Optional(MediaId),
  authorId: Type.Optional(Id({ description: 'An administrator or content editor (GET /admin/content/authors); a new post defaults to the caller' })),
});

export const PageBody = RequestObject({ title: Str(200, { minLength: 1 }), body: Str(RICH_TEXT_MAX), seoDescription: Type.Optional(Str(300)) });

export const TestimonialBody = RequestObject({
  quote: Str(2000, { minLength: 1 }),
  name: Str(120, { minLength: 1 }),
  club: Type.Optional(Str(120)),
  designation: Type.Optional(Str(120)),
  photoMediaId: Type.Optional(MediaId),
  published: Type.Optional(Type.Boolean()),
  sortOrder: Type.Optional(Int({ minimum: 0, maximum: 10_000 })),
});

export const AdvertBody = RequestObject({
  title: Str(120, { minLength: 1 }),
  message: Type.Optional(Str(300)),
  link: Type.Optional(Str(2048)),
  buttonLabel: Type.Optional(Str(40)),
  titleAr: Type.Optional(Str(120)),
  messageAr: Type.Optional(Str(300)),
  buttonLabelAr: Type.Optional(Str(40)),
  imageMediaId: Type.Optional(MediaId),
  placement: literals(ADVERT_PLACEMENTS),
  startsAt: Type.Optional(DateTime),
  endsAt: Type.Optional(DateTime),
  enabled: Type.Boolean(),
});

export const IssueBody = RequestObject({ subject: Str(200, { minLength: 1 }), body: Str(RICH_TEXT_MAX, { minLength: 1 }) });
export const FeaturedBody = RequestObject({ featured: Type.Boolean(), until: Type.Optional(DateTime) });

export const AnyDataResponse = Type.Object({ success: Type.Literal(true), data: Type.Any(), total: Type.Optional(Type.Integer()) });
