import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

/** `GET /get-dashboard-data` for employer-type accounts (§3 Employer dashboard, plus pipeline figures). */
export interface EmployerDashboardData {
  membership: string;
  publishedJobs: number;
  pendingJobs: number;
  profile: string;
  /** Absolute public URL (PUBLIC_WEB_URL + /profile/{slug}). */
  profileUrl: string;
  standardCredits: number;
  premiumCredits: number;
  /** Applications per §4 status over the employer's jobs. */
  pipeline: { code: number; label: string; count: number }[];
  totalApplications: number;
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function pipelineOf(raw: unknown): EmployerDashboardData['pipeline'] {
  if (Array.isArray(raw)) {
    return raw
      .filter((entry): entry is Record<string, unknown> => !!entry && typeof entry === 'object')
      .map((entry) => ({ code: num(entry.code ?? entry.status), label: str(entry.label), count: num(entry.count) }));
  }
  return [];
}

export async function fetchEmployerDashboard(): Promise<EmployerDashboardData> {
  // An API without the employer dashboard answers 403 (candidates only): that says nothing about the session, so it
  // must not sign the employer out on landing; the figures then show 'No data available'.
  const { data } = await apiClient.get<ApiSuccess<Record<string, unknown>>>(API.dashboardData, { skipCache: true, skipAuthRedirect: true });
  const raw = data.data ?? {};
  const applications = (raw.applications && typeof raw.applications === 'object' ? raw.applications : {}) as Record<string, unknown>;
  const pipeline = pipelineOf(applications.byStatus ?? raw.pipeline);
  return {
    membership: str(raw.membership),
    publishedJobs: num(raw.publishedJobs),
    pendingJobs: num(raw.pendingJobs),
    profile: str(raw.profile),
    profileUrl: str(raw.profileUrl),
    standardCredits: num(raw.standardCredits),
    premiumCredits: num(raw.premiumCredits),
    pipeline,
    totalApplications: applications.total !== undefined ? num(applications.total) : pipeline.reduce((sum, entry) => sum + entry.count, 0),
  };
}

export const employerDashboardQuery = () => queryOptions({ queryKey: ['employer-dashboard'] as const, queryFn: fetchEmployerDashboard });

export function useEmployerDashboard() {
  return useQuery(employerDashboardQuery());
}
