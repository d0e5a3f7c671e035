import { APPLICATION_STATUSES, canTransition } from '@fj/shared';

/** Statuses every one of `fromStatuses` may move to (shared table, employer side), in pipeline order. */
export function allowedMoves(fromStatuses: readonly number[]): number[] {
  if (!fromStatuses.length) return [];
  return APPLICATION_STATUSES.map((status) => status.code as number).filter((to) => fromStatuses.every((from) => canTransition(from, to, 'employer')));
}
