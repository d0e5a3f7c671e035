/** API answers shaped as docs/payments.md describes them, shared by this feature's component tests. */
const price = (audience: string, membership: string, interval: 'month' | 'year', amountMinor: number) => ({
  interval,
  planCode: `${audience}-${membership.toLowerCase()}-${interval}`,
  amountMinor,
  currency: 'GBP',
});

export const CANDIDATE_MEMBERSHIP_TYPES = [
  { membership: 'FREE', credits: { standard: 2, premium: 0 }, prices: [] },
  { membership: 'STANDARD', credits: { standard: 5, premium: 2 }, prices: [price('candidate', 'STANDARD', 'month', 299), price('candidate', 'STANDARD', 'year', 2990)] },
  { membership: 'ELITE', credits: { standard: 10, premium: 5 }, prices: [price('candidate', 'ELITE', 'month', 599), price('candidate', 'ELITE', 'year', 5990)] },
  { membership: 'UNLIMITED', credits: { standard: 1000, premium: 1000 }, prices: [price('candidate', 'UNLIMITED', 'month', 999), price('candidate', 'UNLIMITED', 'year', 9990)] },
];

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, body: { success: true, data, ...extra } });
