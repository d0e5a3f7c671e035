import { Type } from 'typebox';
import { COMMUNITY_LINK_MAX_LENGTH } from '@fj/shared';
import { RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

const When = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const Link = Type.Object({
  id: Type.Integer({ description: 'The link version' }),
  url: Type.String(),
  setAt: When,
  setBy: Nullable(Type.String()),
  retiredAt: Nullable(When),
  reveals: Type.Integer({ description: 'Times members were given this link' }),
  members: Type.Integer({ description: 'Distinct members given this link' }),
});

export const AdminStateResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  data: Type.Object({
    current: Type.Union([Link, Type.Null()]),
    previous: Type.Array(Link),
    totalReveals: Type.Integer(),
    recentReveals: Type.Array(Type.Object({ linkId: Type.Integer(), member: Type.String(), revealedAt: When })),
  }),
});

export const SetLinkBody = RequestObject({ url: Str(COMMUNITY_LINK_MAX_LENGTH * 2, { description: 'https://chat.whatsapp.com/<invite code>' }) });

export const RevealResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ url: Type.String(), version: Type.Integer(), setAt: When }),
});

export const NoQuery = RequestObject({ ...SkipCacheQuery });
