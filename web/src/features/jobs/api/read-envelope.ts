import type { ApiSuccess } from '@fj/shared';

/** A list answer's rows and total (§7: "read data.data", "reads array and total"). */
export function listOf<T>(body: ApiSuccess<T[]> | undefined): { rows: T[]; total: number } {
  const rows = Array.isArray(body?.data) ? body.data : [];
  return { rows, total: typeof body?.total === 'number' ? body.total : rows.length };
}
