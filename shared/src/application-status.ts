/**
 * §4 application status codes. The codes are historical (not in pipeline order); `APPLICATION_STATUSES` is in
 * pipeline order. Transition rules are documented in docs/application-status.md.
 */
export const APPLICATION_STATUS = {
  RECEIVED: 0,
  VIEWED: 1,
  INTERESTED: 6,
  SCREENED: 7,
  SHORT_LISTED: 3,
  FIRST_INTERVIEW: 4,
  SECOND_INTERVIEW: 8,
  OFFERED: 9,
  HIRED: 5,
  REJECTED: 2,
  WITHDREW: 10,
} as const;

export type ApplicationStatusCode = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export type ApplicationStatusKey =
  | 'received'
  | 'viewed'
  | 'interested'
  | 'screened'
  | 'short_listed'
  | 'first_interview'
  | 'second_interview'
  | 'offered'
  | 'hired'
  | 'rejected'
  | 'withdrew';

export interface ApplicationStatusInfo {
  readonly code: ApplicationStatusCode;
  readonly key: ApplicationStatusKey;
  /** What the employer sees (§4). */
  readonly label: string;
  /** What the candidate sees: pending reads "Application Submitted", approved "Application Approved" (§4). */
  readonly candidateLabel: string;
  /** Terminal statuses end the application; only Rejected can be reopened, by the employer. */
  readonly terminal: boolean;
}

export const APPLICATION_STATUSES: readonly ApplicationStatusInfo[] = [
  { code: 0, key: 'received', label: 'Received', candidateLabel: 'Application Submitted', terminal: false },
  { code: 1, key: 'viewed', label: 'Viewed', candidateLabel: 'Application Viewed', terminal: false },
  { code: 6, key: 'interested', label: 'Interested', candidateLabel: 'Under Review', terminal: false },
  { code: 7, key: 'screened', label: 'Screened', candidateLabel: 'Under Review', terminal: false },
  { code: 3, key: 'short_listed', label: 'Short Listed', candidateLabel: 'Application Approved', terminal: false },
  { code: 4, key: 'first_interview', label: '1st Interview', candidateLabel: 'Invited to Interview', terminal: false },
  { code: 8, key: 'second_interview', label: '2nd Interview', candidateLabel: 'Invited to 2nd Interview', terminal: false },
  { code: 9, key: 'offered', label: 'Offered', candidateLabel: 'Offer Made', terminal: false },
  { code: 5, key: 'hired', label: 'Hired', candidateLabel: 'Hired', terminal: true },
  { code: 2, key: 'rejected', label: 'Rejected', candidateLabel: 'Not Selected', terminal: true },
  { code: 10, key: 'withdrew', label: 'Withdrew', candidateLabel: 'Application Withdrawn', terminal: true },
];

/** The forward pipeline; Rejected and Withdrew sit outside it. */
const PIPELINE: readonly ApplicationStatusCode[] = [0, 1, 6, 7, 3, 4, 8, 9, 5];
const REOPEN_TARGETS: readonly ApplicationStatusCode[] = [APPLICATION_STATUS.RECEIVED, APPLICATION_STATUS.VIEWED];

export type ApplicationActor = 'employer' | 'candidate';

const byCode = new Map<number, ApplicationStatusInfo>(APPLICATION_STATUSES.map((status) => [status.code, status]));

export function isApplicationStatusCode(value: unknown): value is ApplicationStatusCode {
  return typeof value === 'number' && byCode.has(value);
}

export function applicationStatus(code: number): ApplicationStatusInfo | undefined {
  return byCode.get(code);
}

/** Employer-facing label; unknown codes read "Unknown". */
export function statusLabel(code: number): string {
  return byCode.get(code)?.label ?? 'Unknown';
}

export function candidateStatusLabel(code: number): string {
  return byCode.get(code)?.candidateLabel ?? 'Unknown';
}

/** Open = still in the pipeline (not Hired, Rejected or Withdrew). */
export function isOpenStatus(code: number): boolean {
  const status = byCode.get(code);
  return status !== undefined && !status.terminal;
}

/** Rule: the employer moves an open application forward along the pipeline; skipping stages is allowed. */
export function isForwardMove(from: number, to: number): boolean {
  if (!isOpenStatus(from)) return false;
  const fromIndex = PIPELINE.indexOf(from as ApplicationStatusCode);
  const toIndex = PIPELINE.indexOf(to as ApplicationStatusCode);
  return fromIndex !== -1 && toIndex > fromIndex;
}

/** Rule: the employer can reject from any open status. */
export function isRejection(from: number, to: number): boolean {
  return to === APPLICATION_STATUS.REJECTED && isOpenStatus(from);
}

/** Rule: the employer can reopen a rejected application, back to Received or Viewed. */
export function isReopen(from: number, to: number): boolean {
  return from === APPLICATION_STATUS.REJECTED && (REOPEN_TARGETS as readonly number[]).includes(to);
}

/** Rule: only the candidate withdraws, and only from an open status. */
export function isWithdrawal(from: number, to: number): boolean {
  return to === APPLICATION_STATUS.WITHDREW && isOpenStatus(from);
}

/**
 * Whether `actor` may move an application from `from` to `to`. Staying on the same status is not a transition.
 * Hired and Withdrew are final; Rejected is final except for the employer's reopen.
 */
export function canTransition(from: number, to: number, actor: ApplicationActor = 'employer'): boolean {
  if (from === to || !byCode.has(from) || !byCode.has(to)) return false;
  if (actor === 'candidate') return isWithdrawal(from, to);
  return isForwardMove(from, to) || isRejection(from, to) || isReopen(from, to);
}

/** The full table derived from the rules: for each status, where each actor may move it next. */
export const APPLICATION_TRANSITIONS: Readonly<
  Record<ApplicationStatusCode, { readonly employer: readonly ApplicationStatusCode[]; readonly candidate: readonly ApplicationStatusCode[] }>
> = Object.fromEntries(
  APPLICATION_STATUSES.map(({ code: from }) => [
    from,
    {
      employer: APPLICATION_STATUSES.map((s) => s.code).filter((to) => canTransition(from, to, 'employer')),
      candidate: APPLICATION_STATUSES.map((s) => s.code).filter((to) => canTransition(from, to, 'candidate')),
    },
  ]),
) as Record<ApplicationStatusCode, { employer: ApplicationStatusCode[]; candidate: ApplicationStatusCode[] }>;
