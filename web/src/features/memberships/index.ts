/** Public surface of the memberships feature (other features import from here only). */
export { TierTable } from './TierTable';
export { TIER_FEATURES, UNLIMITED_CREDITS } from './tier-features';
