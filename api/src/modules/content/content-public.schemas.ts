import { Type } from 'typebox';
import { ADVERT_PLACEMENTS, POST_CATEGORIES } from '@fj/shared';
import { Id, PagingFields, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Slug = (description: string) => Str(160, { description });

export const CATEGORY_SLUGS = [...POST_CATEGORIES.map((c) => c.slug), 'testimonials'] as const;

export const BlogsQuery = RequestObject({
  ...PagingFields({ maximum: 50 }),
  category: Type.Optional(Str(80, { description: `Category slug (${CATEGORY_SLUGS.join(', ')}); testimonials answer testimonial tiles` })),
  author: Type.Optional(Id({ description: "Only this author's posts" })),
  ...SkipCacheQuery,
});

export const BlogDetailQuery = RequestObject({ slug: Slug('The post slug (a former slug answers 301)'), ...SkipCacheQuery });

const Tile = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    category: Type.String(),
    categorySlug: Type.String(),
    img: Nullable(Type.String()),
    author: Type.String(),
    authorLink: Type.String(),
    link: Type.String(),
    postDate: Type.String(),
    time: Type.Integer({ description: 'Reading time in minutes' }),
    excerpt: Type.String(),
    post_content: Type.Optional(Type.String()),
    testimonial_club: Type.Optional(Type.String()),
    testimonial_designation: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const BlogsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Tile), total: Type.Integer() });

export const BlogDetailResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object(
    {
      ...Tile.properties,
      post_content: Type.String(),
      seoDescription: Type.String(),
      authorImg: Nullable(Type.String()),
      authorBio: Type.String(),
      authorPosts: Type.Array(Type.Object({ img: Nullable(Type.String()), link: Type.String(), title: Type.String(), excerpt: Type.String() })),
      related: Type.Array(Tile),
    },
    { additionalProperties: true },
  ),
});

export const BlogAuthorQuery = RequestObject({ slug: Slug('The author slug (from a tile\'s authorLink)'), ...PagingFields({ maximum: 50 }), ...SkipCacheQuery });

export const BlogAuthorResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    name: Type.String(),
    slug: Type.String(),
    img: Nullable(Type.String()),
    bio: Type.String(),
    link: Type.String(),
    posts: Type.Array(Tile),
    total: Type.Integer(),
  }),
});

export const AdvertisementsQuery = RequestObject({
  placement: Type.Optional(Type.Union(ADVERT_PLACEMENTS.map((p) => Type.Literal(p)))),
  ...SkipCacheQuery,
});

export const AdvertisementsResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      show: Type.Boolean(),
      img: Nullable(Type.String()),
      title: Type.String(),
      message: Type.String(),
      link: Type.String(),
      buttonLabel: Type.String(),
      titleAr: Type.String(),
      messageAr: Type.String(),
      buttonLabelAr: Type.String(),
      placement: Type.String(),
    }),
  ),
});

export const FeaturedMembersQuery = RequestObject({ ...PagingFields({ maximum: 50 }), ...SkipCacheQuery });
export const FeaturedMembersResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      headline: Type.String(),
      location: Type.String(),
      profilePic: Nullable(Type.String()),
      link: Type.String(),
      reason: Type.String(),
    }),
  ),
  total: Type.Integer(),
});

export const PageQuery = RequestObject({ slug: Str(80, { description: 'Static page slug' }), ...SkipCacheQuery });
export const StaticPageSchema = Type.Object({ slug: Type.String(), title: Type.String(), body: Type.String(), seoDescription: Type.String(), updatedAt: Type.String() });
export const PageResponse = Type.Object({ success: Type.Literal(true), data: StaticPageSchema });

export const HomeFiguresResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    figures: Type.Object({ jobsThisMonth: Type.Integer(), countries: Type.Integer(), services: Type.Integer(), members: Type.Integer(), rolesFilled: Type.Integer() }),
    logos: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), img: Type.String(), link: Type.String() })),
  }),
});

export const ContactBody = RequestObject({
  name: Str(120, { minLength: 1 }),
  email: Str(254, { minLength: 3 }),
  subject: Str(200, { minLength: 1 }),
  message: Str(5000, { minLength: 1 }),
});

export const SubscribeBody = RequestObject({
  email: Str(254, { minLength: 3 }),
  source: Type.Optional(Str(60, { description: 'Where the form was (home, blog, footer…), stored with the consent' })),
});

export const TokenQuery = RequestObject({ token: Str(80, { minLength: 1, description: 'The signed token from the email link' }) });
