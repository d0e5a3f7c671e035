/** Specialist contract advice (issue 22 item 5, docs/contract-advice.md): a member's request, the advisers' queue, the due time rule. */

export const CONTRACT_ADVICE_STATUSES = ['open', 'in_review', 'answered', 'closed'] as const;
export type ContractAdviceStatus = (typeof CONTRACT_ADVICE_STATUSES)[number];

/** The only moves an adviser may make; anything else is 409. */
export const CONTRACT_ADVICE_NEXT: Readonly<Record<ContractAdviceStatus, ContractAdviceStatus | null>> = {
  open: 'in_review',
  in_review: 'answered',
  answered: 'closed',
  closed: null,
};

export const CONTRACT_ADVICE_LIMITS = {
  /** Requests a member may send per calendar month (UTC). */
  perMonth: 3,
  contractMaxMb: 20,
  questionsMaxLength: 5000,
  /** Working days (Monday to Friday) an adviser has to answer. */
  workingDaysToAnswer: 2,
} as const;

export interface ContractAdviceFileDto {
  id: number;
  title: string;
  size: number;
}

export interface ContractAdviceHistoryDto {
  status: ContractAdviceStatus;
  at: string;
  by: { ID: number; name: string } | null;
}

export interface ContractAdviceRequestDto {
  id: number;
  status: ContractAdviceStatus;
  questions: string;
  /** The member's own deadline (YYYY-MM-DD). */
  deadline: string;
  submitted: string;
  /** Two working days after submission. */
  due: string;
  /** Past its due time and not answered yet. */
  overdue: boolean;
  contract: ContractAdviceFileDto | null;
  member: { ID: number; name: string };
  adviser: { ID: number; name: string } | null;
  /** The conversation between the member and the advisers (GET /messages/threads/{id}). */
  threadId: number | null;
}

export interface ContractAdviceDetailDto extends ContractAdviceRequestDto {
  history: ContractAdviceHistoryDto[];
}

/** What the member may still send this month (GET /contract-advice/requests `allowance`). */
export interface ContractAdviceAllowanceDto {
  /** The membership includes the service (UNLIMITED). */
  included: boolean;
  limit: number;
  used: number;
  remaining: number;
  /** The first day of next month (YYYY-MM-DD, UTC), when the count starts again. */
  resetsOn: string;
}

const DAY_MS = 86_400_000;

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * The time `days` working days (Monday to Friday, UTC) after `from`: a Friday 15:00 submission with two days is due
 * Tuesday 15:00. A weekend submission starts counting on Monday 00:00, so it is due Wednesday 00:00 (the weekend
 * itself never counts). Bank holidays are not known and count as working days.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let at = new Date(from.getTime());
  while (isWeekend(at)) at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}

/** The calendar month (UTC) that holds `at`: its first instant and the first instant of the next month. */
export function utcMonthOf(at: Date): { start: Date; next: Date } {
  return { start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)), next: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) };
}
