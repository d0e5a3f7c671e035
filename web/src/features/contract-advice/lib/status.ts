import { CONTRACT_ADVICE_NEXT, type ContractAdviceStatus } from '@fj/shared';

/** The one move an adviser can make from a status (none once closed), with its button's text key. */
export function nextMove(status: ContractAdviceStatus): { to: ContractAdviceStatus; labelKey: string } | null {
  const to = CONTRACT_ADVICE_NEXT[status];
  return to ? { to, labelKey: `contractAdvice.move.${to}` } : null;
}
