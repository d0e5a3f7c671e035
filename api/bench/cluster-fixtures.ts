/**
 * The people `pnpm bench:cluster`'s load acts as, made through the running cluster as users would: candidates register
 * and upload a CV (then get an unlimited plan, written directly: paying is measured by the employer's checkouts), the
 * demo employer signs in; the jobs applied to are open, on-site, without a background-check requirement.
 */
import type { Knex } from 'knex';
import { API } from '@fj/shared';
import { DEMO_PASSWORD } from '@fj/seeds';
import { makeSamplePdf } from '@fj/seeds/sample-files';
import type { Balancer } from './cluster-balancer';
import type { LoadFixtures } from './cluster-load';

const PASSWORD = 'Cluster-2026-pass';

async function ok(label: string, answer: Promise<{ status: number; body: Record<string, unknown> }>) {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${label}: ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function makeFixtures(balancer: Balancer, knex: Knex, candidateCount: number, run: string): Promise<LoadFixtures> {
  const candidates: LoadFixtures['candidates'] = [];
  for (let n = 0; n < candidateCount; n += 1) {
    const username = `cluster-${run}-${n}`;
    const registered = await ok('candidate registration', balancer.call('set-up', 'POST', API.candidateRegister, {
      quiet: true,
      address: `192.0.2.${n + 1}`,
      json: { first_name: 'Cluster', last_name: `Candidate${n}`, username, email: `${username}@cluster.example`, password: PASSWORD, confirm_password: PASSWORD, profile_type: 'player', terms: true },
    }));
    const token = registered.token as string;
    const form = new FormData();
    form.set('title', 'My CV');
    form.set('file', new Blob([new Uint8Array(makeSamplePdf(['Curriculum vitae', username]))], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await ok('CV upload', balancer.call('set-up', 'POST', API.uploadMyResumes, { quiet: true, token, form, address: `192.0.2.${n + 1}` }));
    candidates.push({ token, cvId: (uploaded.data as { id: number }).id });
  }
  await knex('users').where('username', 'like', `cluster-${run}-%`).update({ membership: 'UNLIMITED' });

  const signedIn = await ok('employer sign-in', balancer.call('set-up', 'POST', API.authToken, { quiet: true, json: { username: 'employer', password: DEMO_PASSWORD }, address: '192.0.2.200' }));
  const jobs = await knex('jobs')
    .where({ status: 'publish', receive_applicants: 'site', safeguarding_required: false })
    .where((query) => query.whereNull('end_date').orWhere('end_date', '>', knex.fn.now()))
    .orderBy('id', 'desc')
    .limit(3000)
    .select('id', 'slug');
  if (jobs.length === 0) throw new Error('No open job takes applications on the site: the seed did not run?');
  return { candidates, employerToken: signedIn.token as string, jobIds: jobs.map((job) => Number(job.id)), jobSlugs: jobs.map((job) => String(job.slug)) };
}
