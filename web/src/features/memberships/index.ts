/** Public surface of the memberships feature (other features import from here only). */
export { TierTable } from './TierTable';
export { UNLIMITED_CREDITS } from './tier-features';
export { PlanPicker, type PlanChoice } from './components/PlanPicker';
export { IntervalToggle } from './components/IntervalToggle';
export { useMembershipTypes, priceOf, type MembershipType, type PlanPrice } from './api/membership-types';
export {
  startMembershipCheckout,
  useMembershipCheckout,
  type CheckoutStarted,
  type MembershipCheckoutInput,
} from './api/checkout';
export { goToCheckout } from './lib/go-to-checkout';
export { newIdempotencyKey, useIdempotencyKey } from './lib/idempotency';
export { formatMoney } from '@fj/shared';
export { PaymentStep as PlanPaymentStep } from './components/PaymentStep';
export { AdminCreditsForm } from './components/AdminCreditsForm';
export { PAYMENT_AFFECTED_KEYS } from './api/query-keys';
