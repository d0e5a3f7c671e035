import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '@fj/seeds/sample-files';
import { API, type Membership } from '@fj/shared';
import { candidateFeatureKeys, featuresOf, type CandidateFeature } from '../src/modules/memberships/tier-features';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { applicationOf, slotAt, testClock } from './interview-fixtures';
import { multipart } from './multipart';

/**
 * Issue 22 item 6: every call a pricing-table row sells, for a member on each tier, answers 2xx when the tier
 * includes the row and 402 `membership-required` when it does not. Generated from the tier table: the expected
 * status of each cell is `featuresOf(tier)`, and the test fails when a gated route has no call here or a row that
 * is not enforced elsewhere has no gated call — so a new row cannot ship ungated.
 */

const TIERS: readonly Membership[] = ['FREE', 'STANDARD', 'ELITE', 'UNLIMITED'];

/** Rows every tier has, or whose allowance is credits (the apply flow spends them; docs/credits-applications-alerts.md). */
const FOR_EVERY_TIER: readonly CandidateFeature[] = ['fullJobsBoard', 'jobAlerts', 'newsletter', 'cvUpload', 'standardApplications', 'premiumApplications'];
/** Rows that change what others see or pay, not a call of the member's: each is tested where it is enforced. */
const ENFORCED_ELSEWHERE: Readonly<Partial<Record<CandidateFeature, string>>> = {
  cvSearchable: 'memberships-tiers.test.ts (CV database listing)',
  contactDetails: 'memberships-tiers.test.ts (public profile, CV database)',
  featuredCandidate: 'coming soon in §6; the featured members list reads the membership',
  servicesDiscount: 'shop-member-discount.test.ts (the basket price)',
};

interface Member {
  tier: Membership;
  token: string;
  username: string;
}

interface GatedCall {
  feature: CandidateFeature;
  method: string;
  /** The route as registered (matched against the gate plugin's list). */
  route: string;
  request: (member: Member) => Promise<InjectOptions>;
}

const clock = testClock();
let ctx: TestContext;
let resourceId: number;

const multipartRequest = (method: string, url: string, fields: Record<string, string>, file: { filename: string; contentType: string; bytes: Buffer }) => {
  const body = multipart(fields, file);
  return { method, url, headers: body.headers, payload: body.payload } as InjectOptions;
};

const CALLS: readonly GatedCall[] = [
  { feature: 'basicTextCv', method: 'GET', route: API.generateAtsCv, request: async () => ({ method: 'GET', url: API.generateAtsCv }) },
  {
    feature: 'hotList',
    method: 'POST',
    route: API.updateHotList,
    request: async () => ({ method: 'POST', url: API.updateHotList, payload: { available: true, availableFrom: '2027-01-15', roles: ['head-coach'], regions: ['europe'] } }),
  },
  { feature: 'partnerDownloads', method: 'GET', route: API.partnerDownloadFile, request: async () => ({ method: 'GET', url: `/partner-downloads/${resourceId}/file` }) },
  { feature: 'socialShare', method: 'GET', route: API.shareKit, request: async () => ({ method: 'GET', url: API.shareKit }) },
  {
    feature: 'createInterview',
    method: 'POST',
    route: API.requestInterview,
    request: async (member) => {
      const { applicationId } = await applicationOf(ctx.knex, member.username);
      return { method: 'POST', url: API.requestInterview, payload: { applicationId, slots: [slotAt(clock, 3), slotAt(clock, 4)], message: 'Any of these suits me.' } };
    },
  },
  { feature: 'whatsappCommunity', method: 'GET', route: API.communityLink, request: async () => ({ method: 'GET', url: API.communityLink }) },
  {
    feature: 'contractAdvice',
    method: 'POST',
    route: API.contractAdviceRequests,
    request: async () =>
      multipartRequest('POST', API.contractAdviceRequests, { questions: 'Is the release clause of 2 million fair for a second-division club?', deadline: '2027-06-30' }, {
        filename: 'Playing contract.pdf',
        contentType: 'application/pdf',
        bytes: makeSamplePdf(['PLAYING CONTRACT', 'Clause 7: release clause']),
      }),
  },
];

const results = new Map<string, Map<Membership, number>>();

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  const admin = await ctx.login('admin');
  const resource = multipart(
    { title: 'Pressing drills pack', partner: 'Northfield Performance Lab', description: 'Twelve drills.', category: 'training', minimumTier: 'STANDARD' },
    { filename: 'drills.pdf', contentType: 'application/pdf', bytes: makeSamplePdf(['Pressing drills']) },
  );
  const uploaded = await ctx.inject({ method: 'POST', url: API.adminPartnerDownloads, token: admin, headers: resource.headers, payload: resource.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  resourceId = uploaded.json().data.id;
  const link = await ctx.inject({ method: 'POST', url: API.adminCommunityLink, token: admin, payload: { url: 'https://chat.whatsapp.com/TierGateTest42' } });
  expect(link.statusCode, link.body).toBeLessThan(300);

  for (const tier of TIERS) {
    const candidate = await registerCandidate(ctx);
    await ctx.knex('users').where({ id: candidate.id }).update({ membership: tier });
    // The profile row exists once the member has opened it; public, so the share kit has a page to share.
    await ctx.inject({ method: 'GET', url: API.profile, token: candidate.token });
    await ctx.knex('candidate_profiles').where({ user_id: candidate.id }).update({ cand_profile: 'pub' });
    const member = { tier, token: candidate.token, username: candidate.username };
    for (const call of CALLS) {
      const request = await call.request(member);
      const response = await ctx.inject({ ...request, token: member.token } as InjectOptions & { token: string });
      const key = `${call.method} ${call.route}`;
      if (!results.has(key)) results.set(key, new Map());
      results.get(key)!.set(tier, response.statusCode);
      if (response.statusCode === 402) expect(response.json(), key).toMatchObject({ code: 'membership-required' });
    }
  }
  const table = [...results].map(([call, byTier]) => `${call.padEnd(40)} ${TIERS.map((tier) => String(byTier.get(tier)).padStart(9)).join('')}`);
  console.log(`feature × tier (${CALLS.length} calls × ${TIERS.length} tiers)\n${''.padEnd(40)} ${TIERS.map((tier) => tier.padStart(9)).join('')}\n${table.join('\n')}`);
}, 300_000);
afterAll(async () => ctx?.close());

describe('feature × tier', () => {
  it.each(CALLS.map((call) => [call.feature, `${call.method} ${call.route}`] as const))('%s (%s): 2xx where the tier includes it, 402 below', (feature, key) => {
    const expected = TIERS.map((tier) => (featuresOf('candidate', tier).includes(feature) ? '2xx' : '402'));
    const seen = TIERS.map((tier) => {
      const status = results.get(key)!.get(tier)!;
      return status >= 200 && status < 300 ? '2xx' : String(status);
    });
    expect(seen).toEqual(expected);
  });

  it('has a call here for every gated route, and a gate for every row that sells a call', () => {
    const covered = new Set(CALLS.map((call) => `${call.method} ${call.route}`));
    const gated = ctx.app.gatedRoutes.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
    expect(gated.filter((route) => !covered.has(route))).toEqual([]);
    const sold = new Set(CALLS.map((call) => call.feature));
    const unenforced = candidateFeatureKeys.filter((key) => !FOR_EVERY_TIER.includes(key) && !ENFORCED_ELSEWHERE[key] && !sold.has(key));
    expect(unenforced).toEqual([]);
  });
});
