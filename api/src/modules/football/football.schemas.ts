import { Type } from 'typebox';
import { LIMITS } from '@fj/shared';
import { errorResponses, RequestObject, SkipCacheQuery, Str, Id as IdSchema, Offset, Limit } from '../../lib/schemas';

/** Bounded inputs of the football routes: slugs, season names, ids, paging, look-up text. */
/** A string of at most `maxLength` characters matching `pattern`. */
const Matching = (maxLength: number, pattern: string, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, pattern, ...options });

export const Slug = Matching(140, '^[a-z0-9]+(?:-[a-z0-9]+)*$', { minLength: 1, description: 'URL slug' });
export const SeasonName = Matching(9, '^[0-9]{4}(-[0-9]{2})?$', { minLength: 4, description: "Season, e.g. '2023-24' or '2024'" });
export const Id = IdSchema();
export const LookupText = Str(100, { description: `Look-up text; answers only from ${LIMITS.asyncSelectMinChars} characters` });
const Paging = {
  offset: Type.Optional(Offset({ maximum: 100_000 })),
  limit: Type.Optional(Limit({ description: `Rows to return (at most ${LIMITS.maxPageSize}, default ${LIMITS.defaultPageSize})` })),
};

export const SlugQuery = RequestObject({ slug: Slug, ...SkipCacheQuery });
export const SlugSeasonQuery = RequestObject({ slug: Slug, season: Type.Optional(SeasonName), ...SkipCacheQuery });
export const IdQuery = RequestObject({ id: Id, ...SkipCacheQuery });
export const ClubQuery = RequestObject({
  club: Matching(140, '^[a-z0-9-]+$', { minLength: 1, description: 'Club slug or id' }),
  exclude: Type.Optional(Slug),
  limit: Type.Optional(Limit({ maximum: 24 })),
  ...SkipCacheQuery,
});
export const InputQuery = RequestObject({ input: LookupText, ...SkipCacheQuery });
export const EmptyQuery = RequestObject({ ...SkipCacheQuery });
export const SearchParams = RequestObject({ term: Str(100, { description: 'Name (empty or "all": filters only)' }) });
export const SearchQuery = RequestObject({
  club_value: Type.Optional(Matching(9, '^[0-9]{0,9}$', { description: 'Club id' })),
  club_label: Type.Optional(Str(120)),
  nationality_value: Type.Optional(Matching(10, '^[a-z-]*$')),
  nationality_label: Type.Optional(Str(120)),
  position_value: Type.Optional(Matching(5, '^[A-Z]*$')),
  position_label: Type.Optional(Str(120)),
  age: Type.Optional(Matching(5, '^([0-9]{1,2}(-[0-9]{1,2})?)?$', { description: 'Age in years, or a range like 18-23' })),
  include_unpublished: Type.Optional(Matching(1, '^[01]?$')),
  ...Paging,
  ...SkipCacheQuery,
});

export const AdjustmentBody = RequestObject({
  competition: Slug,
  season: SeasonName,
  club: Slug,
  points: Type.Integer({ minimum: -100, maximum: 100 }),
  reason: Str(300, { minLength: 3 }),
});

export const ClaimBody = RequestObject({
  mode: Type.Union([Type.Literal('claim'), Type.Literal('create')]),
  playerId: Type.Optional(Id),
  message: Type.Optional(Str(1000)),
  player: Type.Optional(Type.Record(Str(40), Type.Unknown())),
});
export const ClaimDecisionBody = RequestObject({ id: Id, decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]) });
export const ClaimsQuery = RequestObject({ status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')])), ...SkipCacheQuery });
export const PhotoParams = RequestObject({ id: Id });

/** The success envelope; `data` is documented by each route's summary and docs/football.md. */
export const DataResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Unknown(),
  total: Type.Optional(Type.Integer()),
  message: Type.Optional(Type.String()),
});

/** A football route's responses: the success envelope (200, and 201 as well) and the error envelope for `errorCodes`. */
export const dataResponses = (...errorCodes: number[]) => ({ 200: DataResponse, 201: DataResponse, ...errorResponses(...errorCodes) });
