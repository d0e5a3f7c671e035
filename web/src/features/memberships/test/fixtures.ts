/** API answers shaped as docs/payments.md describes them, shared by this feature's component tests. */
const price = (audience: string, membership: string, interval: 'month' | 'year', amountMinor: number) => ({
  interval,
  planCode: `${audience}-${membership.toLowerCase()}-${interval}`,
  amountMinor,
  currency: 'GBP',
});

// The §6 feature keys as the API lists them (api/src/modules/memberships/tier-features.ts).
const FREE_FEATURES = ['fullJobsBoard', 'jobAlerts', 'newsletter', 'cvUpload', 'standardApplications'];
const STANDARD_FEATURES = [
  ...FREE_FEATURES,
  'premiumApplications',
  'cvSearchable',
  'basicTextCv',
  'contactDetails',
  'hotList',
  'partnerDownloads',
];
const ELITE_FEATURES = [...STANDARD_FEATURES, 'featuredCandidate', 'socialShare', 'servicesDiscount'];
const UNLIMITED_FEATURES = [...ELITE_FEATURES, 'createInterview', 'whatsappCommunity', 'contractAdvice'];

export const CANDIDATE_MEMBERSHIP_TYPES = [
  { membership: 'FREE', features: FREE_FEATURES, credits: { standard: 2, premium: 0 }, prices: [] },
  { membership: 'STANDARD', features: STANDARD_FEATURES, credits: { standard: 5, premium: 2 }, prices: [price('candidate', 'STANDARD', 'month', 299), price('candidate', 'STANDARD', 'year', 2990)] },
  { membership: 'ELITE', features: ELITE_FEATURES, credits: { standard: 10, premium: 5 }, prices: [price('candidate', 'ELITE', 'month', 599), price('candidate', 'ELITE', 'year', 5990)] },
  { membership: 'UNLIMITED', features: UNLIMITED_FEATURES, credits: { standard: 1000, premium: 1000 }, prices: [price('candidate', 'UNLIMITED', 'month', 999), price('candidate', 'UNLIMITED', 'year', 9990)] },
];

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, body: { success: true, data, ...extra } });

export const subscriptionView = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  planCode: 'candidate-standard-month',
  membership: 'STANDARD',
  membershipLabel: 'Standard',
  interval: 'month',
  amountMinor: 299,
  currency: 'GBP',
  displayAmount: '£2.99',
  status: 'active',
  currentPeriodStart: '2026-11-22T10:00:00.000Z',
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  cancelledAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  lastFailureMessage: null,
  canRetry: false,
  canCancel: true,
  ...overrides,
});

export const paymentView = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  purpose: 'subscription',
  description: 'Standard membership (monthly)',
  amountMinor: 299,
  currency: 'GBP',
  displayAmount: '£2.99',
  status: 'succeeded',
  failureMessage: null,
  receiptNumber: 'FJ-2026-000009',
  paidAt: '2026-11-22T10:00:00.000Z',
  createdAt: '2026-11-22T09:59:00.000Z',
  subscriptionId: 41,
  orderId: null,
  packageCode: null,
  items: [],
  ...overrides,
});
