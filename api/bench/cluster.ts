/**
 * `pnpm bench:cluster` (issue 26 item 4, docs/operations.md "Topology" and "bench:cluster"): three API replicas and
 * the worker, as real processes, on one Postgres database and one Redis; a mixed load spread over the replicas; one
 * replica killed with SIGKILL halfway and started again.
 *
 * 1. Creates `fj_cluster_<random>` on the local Postgres (CLUSTER_POSTGRES_URL, default
 *    postgres://postgres@127.0.0.1:5432/postgres), migrates it, seeds the demo data and the scale seed at
 *    BENCH_CLUSTER_SCALE (default 0.1: 10,000 jobs, 2,000 candidates). Redis: REDIS_URL (default
 *    redis://127.0.0.1:6379; started with `redis-server --daemonize yes` when nothing answers), keys under a prefix of
 *    the run's own.
 * 2. Starts replicas A, B, C and the worker (api/dist when current or rebuilt, BENCH_CLUSTER_TSX=1 for tsx); 12
 *    candidates register and upload a CV through them.
 * 3. Runs the load for BENCH_CLUSTER_SECONDS (default 180); at half time SIGKILLs B and starts it again.
 * 4. Prints answers and errors per replica, the kill and restart times, every acknowledged write looked for in the
 *    database by kind, and the shared-state checks (rate limit, sign-out, API-key revocation). Exit 1 on any failure.
 *    Drops the database and the Redis keys at the end (BENCH_CLUSTER_KEEP=1 keeps the logs).
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { seedScale } from '@fj/seeds/scale';
import { connectDatabase } from '../src/db/connect';
import { databaseUrlFor, withAdmin as withAdminOn } from '../src/db/server-admin';
import { migrateToLatest } from '../src/db/migration-source';
import { seedDemoIfEmpty } from '../src/db/seed';
import { createDiskStorage } from '../src/storage';
import { Balancer, type Replica } from './cluster-balancer';
import { checkKeyRevokedEverywhere, checkSharedRateLimit, checkSignOutEverywhere, type CheckResult } from './cluster-checks';
import { makeFixtures } from './cluster-fixtures';
import { emptyAcknowledged, LOAD_SHAPE, runLoad, type Acknowledged } from './cluster-load';
import { entryCommand, freePort, startChild, stopChild, waitUntilAnswering, type Child } from './cluster-processes';
import { Redis } from 'ioredis';

const SERVER_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 180);
const SCALE = Number(process.env.BENCH_CLUSTER_SCALE ?? 0.1);
const USE_TSX = process.env.BENCH_CLUSTER_TSX === '1';
const KEEP = process.env.BENCH_CLUSTER_KEEP === '1';
const CANDIDATES = 12;
const RATE_LIMIT_PER_MINUTE = 600;
const KILLED = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const uptime = () => execFileSync('uptime').toString().trim();

const databaseUrl = (name: string) => databaseUrlFor(SERVER_URL, name);
const withAdmin = <T>(work: (admin: Knex) => Promise<T>): Promise<T> => withAdminOn(SERVER_URL, work);

async function redisAnswering(): Promise<Redis> {
  const connect = async () => {
    const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    await client.connect();
    await client.ping();
    return client;
  };
  try {
    return await connect();
  } catch {
    console.log(`No Redis answers at ${REDIS_URL}: starting one (redis-server --daemonize yes)`);
    await promisify(execFile)('redis-server', ['--daemonize', 'yes']);
    await sleep(500);
    return connect();
  }
}

/** The resident memory of a process, from /proc (Linux), in MB. */
async function residentMb(pid: number | undefined): Promise<string> {
  if (!pid) return '?';
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kb) ? `${Math.round(kb / 1024)} MB` : '?';
}

async function main(): Promise<void> {
  const run = randomBytes(4).toString('hex');
  const name = `fj_cluster_${run}`;
  const keyPrefix = `fj-cluster-${run}:`;
  const dataDir = await mkdtemp(join(tmpdir(), 'fj-cluster-'));
  console.log(`bench:cluster  ${new Date().toISOString()}  ${SECONDS} s of load  (${uptime()})`);
  const redis = await redisAnswering();
  await withAdmin((admin) => admin.raw('CREATE DATABASE ??', [name]));
  const url = databaseUrl(name);
  const db = await connectDatabase({ databaseUrl: url, poolMax: 4 });
  const children: Child[] = [];
  let balancer: Balancer | undefined;
  let pass = false;
  try {
    const seedStarted = performance.now();
    await migrateToLatest(db.knex);
    await seedDemoIfEmpty(db.knex, createDiskStorage(join(dataDir, 'uploads')));
    const scale = await seedScale(db.knex, { factor: SCALE });
    console.log(`Database ${name}: migrated, demo data and scale ×${SCALE} (${scale.jobs} jobs, ${scale.candidates} candidates) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const server = await entryCommand('server', USE_TSX);
    const worker = await entryCommand('worker', USE_TSX);
    const jwtSecret = randomBytes(32).toString('hex');
    const shared = { DATABASE_URL: url, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix, JWT_SECRET: jwtSecret, DATA_DIR: dataDir, SEED: 'none', TRUST_PROXY: '1', LOG_LEVEL: 'warn', NODE_ENV: 'development', RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE) };
    const ports = await Promise.all(['A', 'B', 'C'].map(async () => ({ api: await freePort(), web: await freePort() })));
    const replicas: Replica[] = ['A', 'B', 'C'].map((letter, n) => ({ name: letter, base: `http://127.0.0.1:${ports[n]!.api}`, up: true }));
    const replicaEnv = (n: number) => ({ ...shared, API_PORT: String(ports[n]!.api), WEB_PORT: String(ports[n]!.web), PUBLIC_API_URL: replicas[0]!.base });
    const startReplica = (n: number) => startChild(`replica-${replicas[n]!.name}`, server, replicaEnv(n), dataDir);
    const startedAt = performance.now();
    children.push(...replicas.map((_, n) => startReplica(n)));
    children.push(startChild('worker', worker, shared, dataDir));
    await Promise.all(replicas.map((replica, n) => waitUntilAnswering(`${replica.base}/health`, children[n]!)));
    console.log(`Replicas A, B, C (${server.how}) and the worker started; all three answering after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

    balancer = new Balancer(replicas);
    const fixtures = await makeFixtures(balancer, db.knex, CANDIDATES, run);
    console.log(`${fixtures.candidates.length} candidates registered with a CV, ${fixtures.jobIds.length} open jobs to apply to; load: ${LOAD_SHAPE.readers} readers, ${LOAD_SHAPE.appliers} appliers, ${LOAD_SHAPE.writers} message writers, ${LOAD_SHAPE.buyers} buyer`);

    const acknowledged: Acknowledged = emptyAcknowledged();
    const loadStart = performance.now();
    const stopAt = loadStart + SECONDS * 1000;
    const at = (time: number) => `+${((time - loadStart) / 1000).toFixed(2)} s`;
    const chaos = (async () => {
      await sleep((SECONDS * 1000) / 2);
      const victim = children[KILLED]!;
      const killAt = performance.now();
      const killWall = new Date().toISOString();
      victim.process.kill('SIGKILL');
      await victim.exited;
      const deadAt = performance.now();
      children[KILLED] = startReplica(KILLED);
      const answeringAt = await waitUntilAnswering(`${replicas[KILLED]!.base}/health`, children[KILLED]!);
      return { killAt, killWall, deadAt, answeringAt };
    })();
    await Promise.all([runLoad(balancer, fixtures, stopAt, acknowledged), chaos]);
    const { killAt, killWall, deadAt, answeringAt } = await chaos;
    const memory = await Promise.all(children.map(async (child) => `${child.name} ${await residentMb(child.process.pid)}`));

    // What was written, looked for in the database.
    const found = async (table: string, ids: Set<number>, where?: (query: Knex.QueryBuilder) => void) => {
      if (ids.size === 0) return 0;
      const query = db.knex(table).whereIn('id', [...ids]);
      where?.(query);
      return Number((await query.count({ n: '*' }).first())?.n ?? 0);
    };
    const paidWithCredits = acknowledged.paid.size === 0 ? 0 : Number((await db.knex('payments as p')
      .whereIn('p.id', [...acknowledged.paid])
      .where('p.status', 'succeeded')
      .whereExists((query) => query.select(db.knex.raw('1')).from('credit_ledger as l').where('l.reason', 'purchase').whereRaw('l.ref_id = p.id::text'))
      .count({ n: '*' })
      .first())?.n ?? 0);
    const writes = [
      ['applications', acknowledged.applications.size, await found('applications', acknowledged.applications)],
      ['conversations opened', acknowledged.threads.size, await found('message_threads', acknowledged.threads)],
      ['messages', acknowledged.messages.size, await found('messages', acknowledged.messages)],
      ['checkouts started', acknowledged.checkouts.size, await found('payments', acknowledged.checkouts)],
      ['checkouts paid (succeeded, credits granted)', acknowledged.paid.size, paidWithCredits],
    ] as const;

    // Errors: a 5xx, or a request sent that got no answer. Only the killed replica's requests in flight at the kill may
    // fail: sent before its exit was seen (the process dies somewhere between the signal and that moment; on a loaded
    // machine this process may see it a second late) and not answered before the signal.
    const outcomes = balancer.outcomes;
    const isError = (outcome: (typeof outcomes)[number]) => outcome.status === 'network' || outcome.status >= 500;
    const inFlightAtKill = (outcome: (typeof outcomes)[number]) => outcome.replica === replicas[KILLED]!.name && outcome.startedAt <= deadAt && outcome.endedAt >= killAt;
    const errors = outcomes.filter(isError);
    const excused = errors.filter(inFlightAtKill);
    const unexcused = errors.filter((outcome) => !inFlightAtKill(outcome));

    console.log(`\nAnswers per replica (${outcomes.length} requests in ${SECONDS} s, ${(outcomes.length / SECONDS).toFixed(0)}/s; ${balancer.rerouted} refused connections sent to another replica):`);
    console.log('  replica  2xx/3xx    4xx    5xx  no answer');
    for (const replica of replicas) {
      const mine = outcomes.filter((outcome) => outcome.replica === replica.name);
      const count = (test: (status: number | 'network') => boolean) => String(mine.filter((outcome) => test(outcome.status)).length).padStart(6);
      console.log(`  ${replica.name.padEnd(7)} ${count((s) => s !== 'network' && s < 400).padStart(8)} ${count((s) => s !== 'network' && s >= 400 && s < 500)} ${count((s) => s !== 'network' && s >= 500)} ${count((s) => s === 'network').padStart(10)}`);
    }
    const refusals = new Map<string, number>();
    for (const outcome of outcomes) if (outcome.status !== 'network' && outcome.status >= 400 && outcome.status < 500) refusals.set(`${outcome.kind} ${outcome.status}`, (refusals.get(`${outcome.kind} ${outcome.status}`) ?? 0) + 1);
    if (refusals.size) console.log(`  4xx by kind: ${[...refusals.entries()].map(([key, n]) => `${key} ×${n}`).join(', ')}`);

    console.log(`\nKill: replica B SIGKILLed at ${at(killAt)} (${killWall}), its exit seen ${(deadAt - killAt).toFixed(0)} ms later; started again, answering /health at ${at(answeringAt)} (${((answeringAt - killAt) / 1000).toFixed(1)} s after the kill)`);
    console.log(`Errors per replica (5xx or no answer): ${replicas.map((replica) => `${replica.name} ${errors.filter((outcome) => outcome.replica === replica.name).length}`).join(', ')}`);
    console.log(`  in flight on B at the kill (sent before its exit was seen): ${excused.length}${excused.length ? ` (${excused.map((outcome) => `${outcome.kind}: ${outcome.error ?? outcome.status}`).join('; ')})` : ''}`);
    console.log(`  any other: ${unexcused.length}${unexcused.length ? ` (${unexcused.slice(0, 10).map((outcome) => `${outcome.replica} ${at(outcome.startedAt)} ${outcome.kind}: ${outcome.error ?? outcome.status}`).join('; ')})` : ''}`);

    console.log('\nWrites acknowledged vs found in the database:');
    for (const [kind, acked, inDb] of writes) console.log(`  ${kind.padEnd(46)} ${String(acked).padStart(6)} acknowledged, ${String(inDb).padStart(6)} found${acked === inDb ? '' : `  ← ${acked - inDb} LOST`}`);

    const checks: CheckResult[] = [
      await checkSharedRateLimit(balancer, replicas, RATE_LIMIT_PER_MINUTE),
      await checkSignOutEverywhere(balancer, replicas),
      await checkKeyRevokedEverywhere(balancer, replicas),
    ];
    console.log('\nShared state (Redis):');
    for (const check of checks) console.log(`  ${check.pass ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
    console.log(`\nResident memory at the end: ${memory.join(', ')}`);

    const lost = writes.some(([, acked, inDb]) => acked !== inDb);
    pass = !lost && unexcused.length === 0 && checks.every((check) => check.pass) && writes[0][1] > 0 && writes[2][1] > 0 && writes[4][1] > 0;
    console.log(`\n${pass ? 'PASS' : 'FAIL'}: every acknowledged write found, errors only in flight on the killed replica, rate limit and revocation shared  (${uptime()})`);
  } finally {
    balancer?.stop();
    await Promise.all(children.map((child) => stopChild(child)));
    await db.close();
    await withAdmin((admin) => admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name])).catch((error: unknown) => console.error(`could not drop ${name}:`, error));
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    if (KEEP || !pass) console.log(`Process logs kept in ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
  process.exitCode = pass ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
