/**
 * `pnpm bench:resilience`: what users see when Postgres restarts under load (docs/hardening.md "Outage behaviour").
 *
 * 1. Creates a throwaway database on the local Postgres (RESILIENCE_DATABASE_URL, default
 *    postgres://postgres@127.0.0.1:5432/postgres; loopback only), migrates it, and builds the API in this process on
 *    a loopback port (rate limit lifted). Registers an employer and 10 candidates (UNLIMITED credits, one CV each)
 *    through the API and inserts 60 open jobs.
 * 2. Runs for RESILIENCE_SECONDS (default 16): 8 readers loop over public and signed-in reads (uncached), and 3
 *    appliers send a stream of applications (each (candidate, job) pair once).
 * 3. After RESILIENCE_RESTART_AFTER seconds (default 4) restarts the local Postgres once with
 *    RESILIENCE_RESTART_COMMAND (default `pg_ctlcluster 15 main restart`; needs root).
 * 4. Prints answers by status, the error window, the recovery time, and acknowledged (200) applications against the
 *    rows stored: goal 0 lost, no 500, recovery ≤ 5 s after Postgres is back. Drops the database at the end.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import pg from 'pg';
import { API } from '@fj/shared';
import { makeSamplePdf } from '@fj/seeds/sample-files';
import { buildApp } from '../src/app';
import { offlineAppSettings } from '../src/offline-settings';
import { connectDatabase } from '../src/db/connect';
import { databaseUrlFor, withAdmin as withAdminOn } from '../src/db/server-admin';
import { migrateToLatest } from '../src/db/migration-source';
import { createMailer } from '../src/mail';
import { createDiskStorage } from '../src/storage';

const run = promisify(execFile);
const SERVER_URL = process.env.RESILIENCE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.RESILIENCE_SECONDS ?? 16);
const RESTART_AFTER_SECONDS = Number(process.env.RESILIENCE_RESTART_AFTER ?? 4);
const RESTART_COMMAND = (process.env.RESILIENCE_RESTART_COMMAND ?? 'pg_ctlcluster 15 main restart').split(/\s+/);
const READERS = 8;
const APPLIERS = 3;
const CANDIDATES = 10;
const JOBS = 60;
const PASSWORD = 'Resilience-2026';
const REQUEST_TIMEOUT_MS = 10_000;
const RECOVERY_GOAL_SECONDS = 5;

interface Outcome {
  at: number;
  kind: 'read' | 'apply';
  status: number | 'network';
}

const elapsed = (since: number) => ((performance.now() - since) / 1000).toFixed(2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`bench:resilience restarts a Postgres server: it only runs against a loopback one, not ${host}`);
  }
}

const databaseUrl = (name: string) => databaseUrlFor(SERVER_URL, name);
const withAdmin = <T>(work: (admin: Knex) => Promise<T>): Promise<T> => withAdminOn(SERVER_URL, work);

/** Whether a fresh connection gets an answer from the server now. */
async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** From `since` on: when the server first stopped answering and when it answered again (polled every 100 ms). */
async function watchServer(url: string, until: () => boolean): Promise<{ downAt?: number; upAt?: number }> {
  let downAt: number | undefined;
  while (!until()) {
    const answers = await postgresAnswers(url);
    if (!answers && downAt === undefined) downAt = performance.now();
    if (answers && downAt !== undefined) return { downAt, upAt: performance.now() };
    await sleep(100);
  }
  return { downAt };
}

async function call(base: string, method: string, path: string, options: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, retryAfter: response.headers.get('retry-after') };
}

async function expectOk(label: string, answer: Promise<{ status: number; body: Record<string, unknown> }>) {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${label}: ${status} ${JSON.stringify(body)}`);
  return body;
}

async function main(): Promise<void> {
  assertLoopback(SERVER_URL);
  const name = `fj_resilience_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'fj-resilience-'));
  await withAdmin((admin) => admin.raw('CREATE DATABASE ??', [name]));
  console.log(`Throwaway database ${name} on ${new URL(SERVER_URL).host}`);
  const db = await connectDatabase({ databaseUrl: databaseUrl(name), poolMax: 10 });
  const app = await buildApp({
    config: offlineAppSettings(randomBytes(32).toString('hex')),
    db: db.knex,
    mailer: createMailer({ mailFrom: 'Football Jobs <no-reply@localhost>', dataDir, logger: { info: () => undefined } }),
    storage: createDiskStorage(join(dataDir, 'uploads')),
    limits: { rateLimitPerMinute: 1_000_000 },
  });
  try {
    await migrateToLatest(db.knex);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    // Accounts and jobs: through the API where a user would go, jobs written directly (posting is not under test).
    const employer = await expectOk('employer registration', call(base, 'POST', API.employerRegister, {
      json: { company_name: 'Resilience Rovers', first_name: 'Rhea', last_name: 'Silient', username: 'res-employer', email: 'employer@resilience.example', password: PASSWORD, confirm_password: PASSWORD, terms: true },
    }));
    const employerId = (await db.knex('users').where({ id: (employer.user as { ID: number }).ID }).first('employer_id')).employer_id as number;
    const candidates: { token: string; cvId: number }[] = [];
    for (let n = 0; n < CANDIDATES; n += 1) {
      const registered = await expectOk('candidate registration', call(base, 'POST', API.candidateRegister, {
        json: { first_name: 'Cand', last_name: `Number${n}`, username: `res-cand-${n}`, email: `cand${n}@resilience.example`, password: PASSWORD, confirm_password: PASSWORD, profile_type: 'player', terms: true },
      }));
      const token = registered.token as string;
      const form = new FormData();
      form.set('title', 'My CV');
      form.set('file', new Blob([new Uint8Array(makeSamplePdf(['Curriculum vitae', `Candidate ${n}`]))], { type: 'application/pdf' }), 'cv.pdf');
      const uploaded = await expectOk('CV upload', call(base, 'POST', API.uploadMyResumes, { token, form }));
      candidates.push({ token, cvId: (uploaded.data as { id: number }).id });
    }
    await db.knex('users').where('username', 'like', 'res-cand-%').update({ membership: 'UNLIMITED' });
    const jobs: { id: number; slug: string }[] = [];
    for (let n = 0; n < JOBS; n += 1) {
      const [job] = await db.knex('jobs')
        .insert({ slug: `resilience-job-${n}`, employer_id: employerId, title: `Resilience job ${n}`, description: '<p>Kept under load.</p>', status: 'publish', job_class: 'free', end_date: '2099-12-31', receive_applicants: 'site', external_url: '', external_email: '', screening_questions: JSON.stringify([]) })
        .returning(['id', 'slug']);
      jobs.push(job);
    }
    const pairs = candidates.flatMap((candidate) => jobs.map((job) => ({ ...candidate, jobId: job.id })));
    console.log(`API on ${base}: ${CANDIDATES} candidates, ${JOBS} jobs, ${pairs.length} possible applications`);

    // The load.
    const outcomes: Outcome[] = [];
    const acknowledged = new Set<number>();
    const statuses5xx: Record<string, number> = {};
    const start = performance.now();
    const stopAt = start + SECONDS * 1000;
    const record = (kind: Outcome['kind'], status: Outcome['status'], retryAfter?: string | null) => {
      outcomes.push({ at: performance.now(), kind, status });
      if (status === 503 && !retryAfter) statuses5xx['503 without Retry-After'] = (statuses5xx['503 without Retry-After'] ?? 0) + 1;
    };
    const reads = [
      () => call(base, 'GET', `${API.browseJobs}?skip_cache=1&limit=10`),
      () => call(base, 'GET', `${API.jobDetailBySlug}?slug=${jobs[Math.floor(Math.random() * jobs.length)].slug}&skip_cache=1`),
      () => call(base, 'GET', `${API.appliedJobs}?offset=0&limit=10`, { token: candidates[Math.floor(Math.random() * candidates.length)].token }),
      () => call(base, 'GET', API.health),
    ];
    const reader = async (n: number) => {
      for (let i = n; performance.now() < stopAt; i += 1) {
        try {
          const answer = await reads[i % reads.length]();
          record('read', answer.status, answer.retryAfter);
        } catch {
          record('read', 'network');
        }
      }
    };
    let next = 0;
    const applier = async () => {
      while (performance.now() < stopAt && next < pairs.length) {
        const pair = pairs[next];
        next += 1;
        try {
          const answer = await call(base, 'POST', API.apply, { token: pair.token, json: { jobId: pair.jobId, cv_media_id: pair.cvId } });
          record('apply', answer.status, answer.retryAfter);
          if (answer.status === 200) acknowledged.add((answer.body.data as { id: number }).id);
        } catch {
          record('apply', 'network');
        }
        await sleep(20);
      }
    };
    const restart = (async () => {
      await sleep(RESTART_AFTER_SECONDS * 1000);
      const begun = performance.now();
      const watching = watchServer(SERVER_URL, () => performance.now() > stopAt);
      console.log(`+${elapsed(start)} s  restarting Postgres: ${RESTART_COMMAND.join(' ')}`);
      await run(RESTART_COMMAND[0], RESTART_COMMAND.slice(1));
      const back = performance.now();
      console.log(`+${elapsed(start)} s  the restart command returned (${((back - begun) / 1000).toFixed(2)} s)`);
      return { begun, back, server: await watching };
    })();
    await Promise.all([...Array.from({ length: READERS }, (_, n) => reader(n)), ...Array.from({ length: APPLIERS }, () => applier()), restart]);
    const { begun, back, server } = await restart;

    // Figures.
    const isError = (outcome: Outcome) => outcome.status === 'network' || outcome.status >= 500;
    const errors = outcomes.filter(isError);
    const byStatus = new Map<string, number>();
    for (const outcome of outcomes) byStatus.set(`${outcome.kind} ${outcome.status}`, (byStatus.get(`${outcome.kind} ${outcome.status}`) ?? 0) + 1);
    const lastError = errors.at(-1);
    const firstSuccessAfter = lastError ? outcomes.find((outcome) => outcome.at > lastError.at && !isError(outcome)) : undefined;
    const stored = await db.knex('applications').whereIn('job_id', jobs.map((job) => job.id)).pluck('id');
    const storedIds = new Set(stored.map(Number));
    const lost = [...acknowledged].filter((id) => !storedIds.has(id));
    const unacknowledged = [...storedIds].filter((id) => !acknowledged.has(id));

    const seconds = (at: number) => ((at - start) / 1000).toFixed(2);
    console.log('\nAnswers by kind and status:');
    for (const [key, count] of [...byStatus.entries()].sort()) console.log(`  ${key.padEnd(16)} ${count}`);
    console.log(`  total            ${outcomes.length} in ${SECONDS} s`);
    const fiveHundreds = outcomes.filter((outcome) => outcome.status === 500).length;
    console.log(`\nErrors (5xx or no answer): ${errors.length}; of them 500: ${fiveHundreds}; 503 without Retry-After: ${statuses5xx['503 without Retry-After'] ?? 0}`);
    let recovered = true;
    if (server.downAt !== undefined) {
      console.log(`Postgres (probed every 100 ms): refused from +${seconds(server.downAt)} s, answered again at ${server.upAt ? `+${seconds(server.upAt)} s` : 'never within the run'}`);
    }
    if (lastError && errors[0]) {
      // Recovery: from Postgres answering again (or the restart command returning) to the API's first normal answer after its last error.
      const serverBack = server.upAt ?? back;
      const recoveryAfterBack = Math.max(0, ((firstSuccessAfter?.at ?? Infinity) - serverBack) / 1000);
      const outage = ((firstSuccessAfter?.at ?? Infinity) - begun) / 1000;
      recovered = recoveryAfterBack <= RECOVERY_GOAL_SECONDS;
      console.log(`API error window: +${seconds(errors[0].at)} s … +${seconds(lastError.at)} s (${((lastError.at - errors[0].at) / 1000).toFixed(2)} s)`);
      console.log(`API answering normally again ${outage.toFixed(2)} s after the restart began; recovery after Postgres was back: ${recoveryAfterBack.toFixed(2)} s (goal ≤ ${RECOVERY_GOAL_SECONDS} s)`);
    } else {
      console.log('No errors at all during the restart.');
    }
    console.log(`\nApplications: ${acknowledged.size} acknowledged (200), ${storedIds.size} stored; lost (acknowledged, not stored): ${lost.length}; stored without an acknowledgement (answer lost in the restart): ${unacknowledged.length}`);
    const pass = lost.length === 0 && fiveHundreds === 0 && recovered && !statuses5xx['503 without Retry-After'];
    console.log(`\n${pass ? 'PASS' : 'FAIL'}: 0 lost, no 500, every 503 with Retry-After, recovery ≤ ${RECOVERY_GOAL_SECONDS} s`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await app.close();
    await db.close();
    await withAdmin((admin) => admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name])).catch((error: unknown) => console.error(`could not drop ${name}:`, error));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
