/** Public surface of the share cards feature (the candidate dashboard and the public profile import from here). */
export { DashboardSharePanel } from './components/DashboardSharePanel';
export { OwnerSharePanel } from './components/OwnerSharePanel';
