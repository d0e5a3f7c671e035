import { Type, type TProperties, type TSchema } from 'typebox';
import { MEMBERSHIPS, ROLE_NAMES } from '@fj/shared';
import { Id, PagingFields, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

export const ADMIN_PAGE = { default: 25, maximum: 100 } as const;
/** Look-ups (§5): the async selects ask only after 4 characters. */
export const LOOKUP_MIN = 4;
export const LOOKUP_MAX_MATCHES = 20;

const Day = (description: string) => Type.Optional(Str(10, { format: 'date', description }));
const literalUnion = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** Common to every admin list: paging, a free-text search and a period (`from`/`to`, whole UTC days). */
export const listQuery = <T extends TProperties>(extra: T, sorts: readonly string[]) =>
  RequestObject({
    ...PagingFields({ maximum: ADMIN_PAGE.maximum, default: ADMIN_PAGE.default }),
    ...SkipCacheQuery,
    q: Type.Optional(Str(120, { description: 'Search text' })),
    from: Day('From this day (YYYY-MM-DD)'),
    to: Day('Up to and including this day (YYYY-MM-DD)'),
    sort: Type.Optional(literalUnion(sorts)),
    ...extra,
  });

export const LookupQuery = RequestObject({ str: Str(120, { description: 'At least 4 characters' }), ...SkipCacheQuery });
export const LookupResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Type.Object({ value: Type.Integer(), label: Type.String() })),
});

export const USER_SORTS = ['newest', 'oldest', 'name', 'username'] as const;
export const UsersQuery = listQuery(
  {
    role: Type.Optional(literalUnion(ROLE_NAMES)),
    membership: Type.Optional(literalUnion(MEMBERSHIPS.map((entry) => entry.value))),
    status: Type.Optional(literalUnion(['active', 'suspended'])),
  },
  USER_SORTS,
);

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** One account in the users list (a typed item also serialises faster than an open object). */
export const UserListItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  displayName: Type.String(),
  roles: Type.Array(Type.String()),
  membership: Type.String(),
  profileType: Nullable(Type.String()),
  employerId: Nullable(Type.Integer()),
  createdAt: Type.String({ format: 'date-time' }),
  suspendedAt: Nullable(Type.String({ format: 'date-time' })),
  suspendedReason: Nullable(Type.String()),
});

export const RolesBody = RequestObject({ roles: Type.Array(literalUnion(ROLE_NAMES), { minItems: 1, maxItems: ROLE_NAMES.length, uniqueItems: true }) });
export const SuspendBody = RequestObject({ reason: Str(500, { minLength: 1, description: 'Shown to the user when they try to sign in' }) });
export const CreditsBody = RequestObject({
  standardCredits: Type.Integer({ minimum: 0, maximum: 100_000 }),
  premiumCredits: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
export const UserIdParam = RequestObject({ id: Id({ description: 'User id' }) });

export const TRANSACTION_SORTS = ['newest', 'oldest', 'amount', '-amount'] as const;
export const TransactionsQuery = listQuery(
  {
    status: Type.Optional(literalUnion(['pending', 'succeeded', 'failed', 'cancelled'])),
    provider: Type.Optional(Str(20)),
    purpose: Type.Optional(literalUnion(['subscription', 'credit_package', 'order'])),
    plan: Type.Optional(Str(60, { description: 'Membership plan code or credit package code' })),
    user_id: Type.Optional(Id({ description: 'Only this user' })),
  },
  TRANSACTION_SORTS,
);

export const APPLICATION_SORTS = ['newest', 'oldest'] as const;
export const JobsAppliedQuery = listQuery(
  {
    candidate_id: Type.Optional(Id({ description: 'Only this candidate' })),
    employer_id: Type.Optional(Id({ description: 'Only jobs of this organisation' })),
    job_id: Type.Optional(Id({ description: 'Only this job' })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, description: 'Application status code' })),
  },
  APPLICATION_SORTS,
);

export const EMPLOYER_SORTS = ['name', 'newest', 'jobs', 'credits'] as const;
export const EmployerListQuery = listQuery({ membership: Type.Optional(literalUnion(MEMBERSHIPS.map((entry) => entry.value))) }, EMPLOYER_SORTS);

export const PERIODS = ['7d', '30d', '90d', '365d', 'custom'] as const;
export const DashboardQuery = RequestObject({
  ...SkipCacheQuery,
  from: Day('Start of the period (default: 30 days ago)'),
  to: Day('End of the period, inclusive (default: today)'),
  bucket: Type.Optional(literalUnion(['day', 'week', 'month'])),
});

export const listResponse = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(item), total: Type.Integer() });

export const JOB_STATES = ['active', 'expired', 'pending', 'draft', 'closed', 'filled'] as const;
export const AllJobsQuery = listQuery(
  {
    employer_id: Type.Optional(Id({ description: 'Only jobs of this organisation' })),
    state: Type.Optional(literalUnion(JOB_STATES)),
  },
  ['newest', 'oldest'],
);
export const BulkStatusBody = RequestObject({
  jobIds: Type.Array(Id(), { minItems: 1, maxItems: 100, uniqueItems: true }),
  status: literalUnion(['publish', 'closed', 'filled', 'draft', 'pending']),
});
