/**
 * `pnpm bench:cluster`'s mixed load, spread over the replicas by the balancer: readers (browse, job pages, a signed-in
 * list), candidates applying, candidates opening a conversation on an application and writing in it, and an employer
 * buying credits through the sandbox's hosted checkout. Every write the API acknowledged is remembered by the id it
 * answered, to be looked for in the database afterwards.
 */
import { randomUUID } from 'node:crypto';
import { API, SANDBOX_TEST_CARDS } from '@fj/shared';
import type { Balancer } from './cluster-balancer';

export interface Candidate {
  token: string;
  cvId: number;
}

export interface LoadFixtures {
  candidates: Candidate[];
  employerToken: string;
  jobIds: number[];
  jobSlugs: string[];
}

/** What the API acknowledged, by the ids it answered. */
export interface Acknowledged {
  applications: Set<number>;
  threads: Set<number>;
  messages: Set<number>;
  /** Checkouts started (the payment row's id). */
  checkouts: Set<number>;
  /** Checkouts the hosted page answered as paid (303 to the success page): succeeded, with their credits. */
  paid: Set<number>;
}

export const LOAD_SHAPE = { readers: 6, appliers: 3, writers: 2, buyers: 1 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** A caller's address as the balancer passes it on: many people, so the per-address limit is not what is measured. */
const someAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const idOf = (body: Record<string, unknown>) => Number((body.data as { id?: number } | undefined)?.id);

export function emptyAcknowledged(): Acknowledged {
  return { applications: new Set(), threads: new Set(), messages: new Set(), checkouts: new Set(), paid: new Set() };
}

export async function runLoad(balancer: Balancer, fixtures: LoadFixtures, stopAt: number, acknowledged: Acknowledged): Promise<void> {
  const running = () => performance.now() < stopAt;
  const applied = new Set<string>();
  const applicationsOf = fixtures.candidates.map(() => [] as number[]);
  const threadsOf = fixtures.candidates.map(() => [] as number[]);

  const reads = [
    () => balancer.call('browse', 'GET', `${API.browseJobs}?limit=10&page=${1 + Math.floor(Math.random() * 20)}`, { address: someAddress() }),
    () => balancer.call('job page', 'GET', `${API.jobDetailBySlug}?slug=${encodeURIComponent(pick(fixtures.jobSlugs))}`, { address: someAddress() }),
    () => balancer.call('job page (uncached)', 'GET', `${API.jobDetailBySlug}?slug=${encodeURIComponent(pick(fixtures.jobSlugs))}&skip_cache=1`, { address: someAddress() }),
    () => balancer.call('my applications', 'GET', `${API.appliedJobs}?offset=0&limit=10`, { token: pick(fixtures.candidates).token, address: someAddress() }),
  ];
  const reader = async (n: number) => {
    for (let i = n; running(); i += 1) await reads[i % reads.length]!();
  };

  const applier = async (n: number) => {
    for (let i = n; running(); i += LOAD_SHAPE.appliers) {
      const c = i % fixtures.candidates.length;
      const candidate = fixtures.candidates[c]!;
      const jobId = pick(fixtures.jobIds);
      if (applied.has(`${c}:${jobId}`)) continue;
      applied.add(`${c}:${jobId}`);
      const answer = await balancer.call('apply', 'POST', API.apply, { token: candidate.token, json: { jobId, cv_media_id: candidate.cvId }, address: someAddress() });
      if (answer.status === 200) {
        acknowledged.applications.add(idOf(answer.body));
        applicationsOf[c]!.push(idOf(answer.body));
      }
      await sleep(50);
    }
  };

  const writer = async (n: number) => {
    for (let i = n; running(); i += LOAD_SHAPE.writers) {
      const c = i % fixtures.candidates.length;
      const token = fixtures.candidates[c]!.token;
      const unopened = applicationsOf[c]!.length > threadsOf[c]!.length * 3 ? applicationsOf[c]!.pop() : undefined;
      if (unopened !== undefined) {
        const opened = await balancer.call('open thread', 'POST', API.applicationThread.replace(':id', String(unopened)), { token, address: someAddress() });
        if (opened.status === 200) {
          acknowledged.threads.add(idOf(opened.body));
          threadsOf[c]!.push(idOf(opened.body));
        }
      } else if (threadsOf[c]!.length > 0) {
        const thread = pick(threadsOf[c]!);
        const posted = await balancer.call('message', 'POST', API.messageThread.replace(':id', String(thread)), { token, json: { body: `Cluster message ${randomUUID()}` }, address: someAddress() });
        if (posted.status === 201) acknowledged.messages.add(idOf(posted.body));
      } else {
        await sleep(200);
      }
      await sleep(50);
    }
  };

  const buyer = async () => {
    while (running()) {
      const started = await balancer.call('checkout', 'POST', API.checkoutCreditPackage, {
        token: fixtures.employerToken,
        headers: { 'idempotency-key': randomUUID() },
        json: { packageCode: 'job-credit-1' },
        address: someAddress(),
      });
      const data = started.body.data as { paymentId?: number; checkoutUrl?: string } | undefined;
      if (started.status === 200 && data?.paymentId && data.checkoutUrl) {
        acknowledged.checkouts.add(data.paymentId);
        const form = new URLSearchParams({ cardNumber: SANDBOX_TEST_CARDS.success, expiry: '12/39', cvc: '123', name: 'Cluster Buyer' });
        const paid = await balancer.call('pay (sandbox page)', 'POST', new URL(data.checkoutUrl).pathname, { form, headers: { 'content-type': 'application/x-www-form-urlencoded' }, address: someAddress() });
        if (paid.status === 303) acknowledged.paid.add(data.paymentId);
      }
      await sleep(250);
    }
  };

  await Promise.all([
    ...Array.from({ length: LOAD_SHAPE.readers }, (_, n) => reader(n)),
    ...Array.from({ length: LOAD_SHAPE.appliers }, (_, n) => applier(n)),
    ...Array.from({ length: LOAD_SHAPE.writers }, (_, n) => writer(n)),
    buyer(),
  ]);
}
