export interface ListPage<Row> {
  data: Row[];
  total: number;
}

export interface LookupOption {
  value: number;
  label: string;
}

export interface UserRow {
  id: number;
  username: string;
  email: string;
  displayName: string;
  roles: string[];
  membership: string;
  createdAt: string;
  suspendedAt: string | null;
  suspendedReason: string | null;
}

export interface UserDetail extends UserRow {
  firstName: string;
  lastName: string;
  profileSlug: string;
  profileType: string | null;
  employer: { id: number; name: string; slug: string; isOwner: boolean } | null;
  credits: { standard: number; premium: number; holderUserId: number | null };
  ledger: { id: number; kind: string; delta: number; balanceAfter: number; reason: string; createdAt: string }[];
  applications: { id: number; status: number; jobId: number; jobTitle: string; jobSlug: string; employerName: string; createdAt: string }[];
  payments: { id: number; purpose: string; description: string; amountMinor: number; currency: string; status: string; provider: string; receiptNumber: string | null; createdAt: string; paidAt: string | null }[];
  events: { id: number; entity: string; entityId: string; action: string; from: string | null; to: string | null; at: string }[];
}

export interface TransactionRow {
  id: number;
  user_id: number;
  username: string;
  display_name: string;
  email: string;
  purpose: string;
  plan_code: string | null;
  package_code: string | null;
  order_id: number | null;
  description: string;
  amount_minor: number;
  currency: string;
  status: string;
  provider: string;
  receipt_number: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface JobApplicationRow {
  id: number;
  status: number;
  created_at: string;
  job_id: number;
  job_title: string;
  job_slug: string;
  employer_id: number;
  employer_name: string;
  candidate_id: number;
  candidate_name: string;
  candidate_slug: string;
}

export interface EmployerRow {
  id: number;
  name: string;
  slug: string;
  owner_id: number;
  owner_name: string;
  owner_email: string;
  membership: string;
  standard_credits: number;
  premium_credits: number;
  jobs: string | number;
  active_jobs: string | number;
  team_size: string | number;
}

/** `GET /admin-api/employers/:id`: the list row (its `jobs` count replaced by the newest jobs), with the team. */
export interface EmployerDetail extends Omit<EmployerRow, 'jobs'> {
  created_at: string;
  /** Job moderation (docs/moderation.md): a trusted employer's jobs publish at once unless a detector flags them. */
  trusted?: boolean;
  trustedReason?: string | null;
  trustedAt?: string | null;
  approvedJobs?: number;
  team: { id: number; display_name: string; username: string; email: string; roles: string[] }[];
}

export interface AuditEntry {
  id: number;
  actorUserId: number | null;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The target's name now; null when it no longer exists. */
  targetName: string | null;
  targetSlug: string | null;
  /** The fields that differ between before and after (the raw before/after stay for scripts). */
  changes: { field: string; from: unknown; to: unknown }[];
  before: unknown;
  after: unknown;
  at: string;
}

export interface SeriesPoint {
  date: string;
  value: number;
  currency?: string;
}

export interface DashboardData {
  period: { from: string; to: string; bucket: 'day' | 'week' | 'month' };
  totals: { users: number; suspended: number; signups: number; failedPaymentsAwaitingRetry: number; alertEmailsSent: number };
  usersByRole: { key: string; count: number }[];
  usersByMembership: { key: string; count: number }[];
  jobs: { active: number; pending: number; expired: number; draft: number; closed: number; filled: number; total: number };
  applicationsByStatus: { status: number; count: number }[];
  revenueByPlan: { plan: string; purpose: string; currency: string; amountMinor: number; payments: number }[];
  mrrByPlan: { plan: string; currency: string; mrrMinor: number; subscriptions: number }[];
  creditsSpent: { standard: number; premium: number };
  series: { signups: SeriesPoint[]; applications: SeriesPoint[]; revenue: SeriesPoint[] };
}

export interface AdminJobRow {
  id: number;
  title: string;
  slug: string;
  status: string;
  job_class: string;
  end_date: string;
  created_at: string;
  employer_id: number;
  employer_name: string;
  applications: number;
}
