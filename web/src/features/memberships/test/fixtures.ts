/** API answers shaped as docs/payments.md describes them, shared by this feature's component tests. */
const price = (audience: string, membership: string, interval: 'month' | 'year', amountMinor: number) => ({
  planCode: `${audience}-${membership.toLowerCase()}-${interval}`,
  amountMinor,
  currency: 'GBP',
  displayPrice: `£${(amountMinor / 100).toFixed(2)}`,
});
const prices = (audience: string, membership: string, monthMinor: number) => ({
  month: price(audience, membership, 'month', monthMinor),
  year: price(audience, membership, 'year', monthMinor * 10),
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
  { membership: 'FREE', label: 'Free', credits: { standard: 2, premium: 0 }, features: FREE_FEATURES, prices: {} },
  { membership: 'STANDARD', label: 'Standard', credits: { standard: 5, premium: 2 }, features: STANDARD_FEATURES, prices: prices('candidate', 'STANDARD', 299) },
  { membership: 'ELITE', label: 'Elite', credits: { standard: 10, premium: 5 }, features: ELITE_FEATURES, prices: prices('candidate', 'ELITE', 599) },
  { membership: 'UNLIMITED', label: 'Unlimited', credits: { standard: 1000, premium: 1000 }, features: UNLIMITED_FEATURES, prices: prices('candidate', 'UNLIMITED', 999) },
];

const EMPLOYER_FEATURES = ['standardJobPosts', 'premiumJobPosts', 'cvDatabase', 'cvDatabaseContacts', 'teamMembers', 'emailTemplates'];

/** The employer catalogue: the same memberships at ten times the candidate prices. */
export const EMPLOYER_MEMBERSHIP_TYPES = [
  { membership: 'FREE', label: 'Free', credits: { standard: 2, premium: 0 }, features: EMPLOYER_FEATURES.filter((key) => key !== 'premiumJobPosts' && key !== 'cvDatabaseContacts'), prices: {} },
  { membership: 'STANDARD', label: 'Standard', credits: { standard: 5, premium: 2 }, features: EMPLOYER_FEATURES, prices: prices('employer', 'STANDARD', 2990) },
  { membership: 'ELITE', label: 'Elite', credits: { standard: 10, premium: 5 }, features: EMPLOYER_FEATURES, prices: prices('employer', 'ELITE', 5990) },
  { membership: 'UNLIMITED', label: 'Unlimited', credits: { standard: 1000, premium: 1000 }, features: EMPLOYER_FEATURES, prices: prices('employer', 'UNLIMITED', 9990) },
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
