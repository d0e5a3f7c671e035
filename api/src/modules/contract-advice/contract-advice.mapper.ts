import type { ContractAdviceDetailDto, ContractAdviceRequestDto } from '@fj/shared';
import { WAITING_STATUSES, type HistoryRow, type RequestView } from './contract-advice.repo';

export function toRequestDto(row: RequestView, now: Date): ContractAdviceRequestDto {
  const due = new Date(row.due_at);
  return {
    id: row.id,
    status: row.status,
    questions: row.questions,
    deadline: row.deadline_iso,
    submitted: new Date(row.submitted_at).toISOString(),
    due: due.toISOString(),
    overdue: WAITING_STATUSES.includes(row.status) && due.getTime() < now.getTime(),
    contract: row.contract_media_id !== null && row.contract_title !== null ? { id: row.contract_media_id, title: row.contract_title, size: Number(row.contract_size ?? 0) } : null,
    member: { ID: row.member_user_id, name: row.member_name },
    adviser: row.adviser_user_id !== null ? { ID: row.adviser_user_id, name: row.adviser_name ?? '' } : null,
    threadId: row.thread_id === null ? null : Number(row.thread_id),
  };
}

export function toDetailDto(row: RequestView, history: readonly HistoryRow[], now: Date): ContractAdviceDetailDto {
  return {
    ...toRequestDto(row, now),
    history: history.map((entry) => ({
      status: entry.status,
      at: new Date(entry.changed_at).toISOString(),
      by: entry.changed_by_user_id === null ? null : { ID: entry.changed_by_user_id, name: entry.changed_by_name ?? '' },
    })),
  };
}
