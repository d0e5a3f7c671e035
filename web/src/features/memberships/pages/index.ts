export { CandidatePricingPage } from './CandidatePricingPage';
export { EmployerPackagesPage } from './EmployerPackagesPage';
export { UpgradeAccountPage } from './UpgradeAccountPage';
export { SubscriptionsPage } from './SubscriptionsPage';
export { PaymentsPage } from './PaymentsPage';
export { RetryPaymentPage } from './RetryPaymentPage';
export { ThankYouPage } from './ThankYouPage';
export { AddCreditsPage } from './AddCreditsPage';
