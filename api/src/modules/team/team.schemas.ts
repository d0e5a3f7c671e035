import { Type } from 'typebox';
import { MAX_LENGTH } from '@fj/shared';
import { RequestObject, SkipCacheQuery, Str, Id as IdSchema, PagingFields } from '../../lib/schemas';

const Id = IdSchema();

/** Shape only; the form rules (required, password strength and match, role) are the shared teamMemberSchema (422). */
export const SaveTeamMemberBody = RequestObject({
  id: Type.Optional(Id),
  name: Type.Optional(Str(MAX_LENGTH.name)),
  email: Type.Optional(Str(MAX_LENGTH.email)),
  role: Type.Optional(Str(40)),
  password: Type.Optional(Str(256)),
  confirm_password: Type.Optional(Str(256)),
});

export const TeamQuery = RequestObject({
  search: Type.Optional(Str(120)),
  ...PagingFields({ default: 20 }),
  ...SkipCacheQuery,
});

export const MemberIdQuery = RequestObject({ id: Id, ...SkipCacheQuery });

const Member = Type.Object({
  ID: Type.Integer(),
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  user_login: Type.String(),
  role: Type.String(),
  roleLabel: Type.String(),
  permissions: Type.Array(Type.String()),
  registered: Type.String(),
});

export const MemberResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: Member });
export const MembersResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Member), total: Type.Integer() });
export const RemovedResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Type.Object({ id: Type.Integer() }) });
