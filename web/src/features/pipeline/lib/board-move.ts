import type { TFunction } from 'i18next';
import { APPLICATION_STATUS, canTransition, isOpenStatus } from '@fj/shared';
import { employerStatusText } from './status-text';

/**
 * Why the employer may not move an application from `from` to `to` (the shared transition table), in words the
 * board shows when a card is dropped there; null when the move is allowed. The server checks the same table again.
 */
export function boardMoveProblem(t: TFunction, from: number, to: number): string | null {
  if (from === to || canTransition(from, to, 'employer')) return null;
  const values = { from: employerStatusText(t, from), to: employerStatusText(t, to) };
  if (to === APPLICATION_STATUS.WITHDREW) return t('employer.pipeline.board.refusedWithdrew', values);
  if (from === APPLICATION_STATUS.REJECTED) return t('employer.pipeline.board.refusedReopen', values);
  if (!isOpenStatus(from)) return t('employer.pipeline.board.refusedEnded', values);
  return t('employer.pipeline.board.refusedBackward', values);
}

export type DropOutcome = { kind: 'stay' } | { kind: 'move'; to: number } | { kind: 'refused'; message: string };

/** What a drop on the board does: nothing (no column, or its own), the move, or a refusal with its reason. */
export function dropOutcome(t: TFunction, from: number, to: number | undefined): DropOutcome {
  if (to === undefined || to === from) return { kind: 'stay' };
  const problem = boardMoveProblem(t, from, to);
  return problem ? { kind: 'refused', message: problem } : { kind: 'move', to };
}
