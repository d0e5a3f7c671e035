export {
  spendCredits,
  grantCredits,
  ensureMonthlyGrant,
  topUpMonthlyAllowance,
  setCreditBalance,
  recentLedger,
  resolveCreditHolder,
  currentCredits,
  readCredits,
  allowanceOf,
  creditsExhausted,
  billingPeriodOf,
  CREDIT_REASONS,
  CREDITS_EXHAUSTED_CODE,
  type CreditChange,
  type CreditRef,
  type CreditBalance,
  type CreditKind,
} from './credits.service';
export { CREDIT_KINDS, type CreditLedgerRow } from './credits.repo';
export { grantMonthlyAllowances } from './monthly-grant';
