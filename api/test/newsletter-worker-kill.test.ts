// Issue 14 item 10 with a real kill: the queue worker (src/worker.ts) runs as its own OS process against a Postgres
// database, mails through a real SMTP server in this test, and is SIGKILLed mid-issue while a mail is on the wire (the
// server has the message but has not accepted it). A second worker process finishes the issue. Every confirmed
// subscriber must have exactly one accepted mail. Several processes cannot share PGlite, so this needs a Postgres
// server: DATABASE_URL on the Postgres engine, else TEST_POSTGRES_URL or the machine's postgres://postgres@127.0.0.1:5432;
// skipped, loudly, when none answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { createThrottle } from '../src/lib/throttle';
import { createMailer } from '../src/mail';
import { createNewsletterTokens } from '../src/modules/content';
import { createNewsletterService } from '../src/modules/content/newsletter.service';
import { TEST_JWT_SECRET } from './helpers';
import { postgresServerAnswers, throwawayPostgresDatabase } from './postgres-server';

const available = await postgresServerAnswers('newsletter-worker-kill.test.ts', 'Killing the newsletter worker process');

const SUBSCRIBERS = 48;
/** The worker is killed while mail number KILL_AFTER + 1 is on the wire. */
const KILL_AFTER = 17;
const SUBJECT = 'Kill test issue';
const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface Worker {
  process: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Polls until `ready` holds; the deadline only turns a hang into a readable failure. */
async function until(what: string, ready: () => boolean | Promise<boolean>, workers: Worker[], seconds = 90): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}. Worker output:\n${workers.flatMap((w) => w.output).join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!available)('a newsletter worker process killed mid-issue', () => {
  const database = throwawayPostgresDatabase('fj_test_newsletter_kill');
  let db: Database;
  let dataDir: string;
  let smtp: SMTPServer;
  let smtpUrl: string;
  let boss: PgBoss;
  const workers: Worker[] = [];
  /** Mails the SMTP server accepted (answered 250 to), in order. */
  const accepted: { to: string; subject: string }[] = [];
  /** The mail on the wire when the worker was killed: received by the server, never answered. */
  let held: { to: string } | undefined;

  const startWorker = async (): Promise<Worker> => {
    // `node --import tsx`, not the tsx CLI: the CLI runs the script in a child process that a SIGKILL would orphan.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Football Jobs <no-reply@example.test>',
        PUBLIC_WEB_URL: 'http://web.test',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker: Worker = {
      process: child,
      output: [],
      exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    };
    child.stdout!.on('data', (chunk: Buffer) => worker.output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => worker.output.push(chunk.toString()));
    workers.push(worker);
    await until('the worker to start', () => worker.output.join('').includes('"msg":"worker ready"') || child.exitCode !== null, workers, 120);
    expect(child.exitCode, worker.output.join('')).toBeNull();
    return worker;
  };

  const deliveryCounts = async (issueId: number) => {
    const rows: { status: string; n: string | number }[] = await db.knex('newsletter_deliveries').where({ issue_id: issueId }).groupBy('status').select('status', db.knex.raw('count(*) as n'));
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  };
  /** Deliveries no live transaction holds: the one a worker is mailing is locked by that worker. */
  const unlockedPending = (issueId: number) =>
    db.knex.transaction(async (trx) => (await trx('newsletter_deliveries').where({ issue_id: issueId, status: 'pending' }).forUpdate().skipLocked().select('id')).length);

  beforeAll(async () => {
    await database.create();
    db = await connectDatabase({ databaseUrl: database.url, poolMax: 4 });
    await migrateToLatest(db.knex);
    dataDir = await mkdtemp(join(tmpdir(), 'fj-newsletter-kill-'));

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        simpleParser(stream)
          .then((mail) => {
            // A message counts as handed over only once the server answers 250; this one never gets its answer.
            if (accepted.length === KILL_AFTER && !held) {
              held = { to };
              return;
            }
            accepted.push({ to, subject: mail.subject ?? '' });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    for (const worker of workers) if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
    await db?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await database.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('mails every confirmed subscriber exactly once after a SIGKILL and a restart', async () => {
    const { knex } = db;
    const confirmed = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.test`);
    await knex('newsletter_subscribers').insert([
      ...confirmed.map((email) => ({ email, status: 'confirmed', consent_source: 'test', confirmed_at: new Date() })),
      ...['pending1@example.test', 'pending2@example.test'].map((email) => ({ email, status: 'pending', consent_source: 'test' })),
      ...['gone1@example.test', 'gone2@example.test'].map((email) => ({ email, status: 'unsubscribed', consent_source: 'test', unsubscribed_at: new Date() })),
    ]);
    // The administrator's "create" and "send" (the routes call exactly these).
    const newsletter = createNewsletterService({
      db: knex,
      mailer: createMailer({ mailFrom: 'Football Jobs <no-reply@example.test>', dataDir, logger: { info: () => undefined } }),
      tokens: createNewsletterTokens(TEST_JWT_SECRET),
      throttle: createThrottle(knex),
      publicWebUrl: 'http://web.test',
      now: () => new Date(),
    });
    const issueId = await newsletter.createIssue({ subject: SUBJECT, body: '<p>Transfer news</p>' });
    await newsletter.send(issueId);
    expect(await deliveryCounts(issueId)).toEqual({ pending: SUBSCRIBERS });

    // First worker process. The queue's cron slot comes every minute; a job sent now is the same run, sooner.
    const first = await startWorker();
    boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.send('newsletter-send', {});

    // Kill point, observed rather than timed: KILL_AFTER mails accepted and recorded, the next one on the wire.
    await until(`mail ${KILL_AFTER + 1} to reach the SMTP server`, () => held !== undefined, workers);
    expect(await deliveryCounts(issueId)).toEqual({ sent: KILL_AFTER, pending: SUBSCRIBERS - KILL_AFTER });
    expect(await unlockedPending(issueId)).toBe(SUBSCRIBERS - KILL_AFTER - 1);
    const mailsBeforeKill = accepted.length;
    first.process.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // Postgres ends the dead worker's session and rolls its transaction back: the delivery in flight is pending and
    // free again, nothing is left claimed, nothing was recorded for the unanswered mail.
    await until('the dead worker’s lock to be released', async () => (await unlockedPending(issueId)) === SUBSCRIBERS - KILL_AFTER, workers);
    expect(await deliveryCounts(issueId)).toEqual({ sent: KILL_AFTER, pending: SUBSCRIBERS - KILL_AFTER });
    expect((await knex('newsletter_issues').where({ id: issueId }).first('status')).status).toBe('sending');

    // A new worker process finishes the issue.
    const second = await startWorker();
    await boss.send('newsletter-send', {});
    await until('the issue to finish', async () => (await knex('newsletter_issues').where({ id: issueId }).first('status')).status !== 'sending', workers, 120);
    second.process.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const mails = accepted.filter((m) => m.subject === SUBJECT);
    const perAddress = new Map<string, number>();
    for (const m of mails) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
    const duplicates = [...perAddress.values()].reduce((sum, n) => sum + n - 1, 0);
    const issue = await knex('newsletter_issues').where({ id: issueId }).first('status', 'finished_at');
    const deliveries: { email: string; status: string; attempts: number; sent_at: Date | null }[] = await knex('newsletter_deliveries as d')
      .join('newsletter_subscribers as s', 's.id', 'd.subscriber_id')
      .where({ 'd.issue_id': issueId })
      .select('s.email', 'd.status', 'd.attempts', 'd.sent_at');
    console.log(
      `newsletter worker kill: subscribers ${SUBSCRIBERS}, mails before kill ${mailsBeforeKill}, in flight at kill (never accepted) 1 (${held!.to}), ` +
        `mails total ${mails.length}, distinct addresses ${perAddress.size}, duplicates ${duplicates}, issue ${issue.status}, ` +
        `deliveries ${JSON.stringify(await deliveryCounts(issueId))}`,
    );

    expect(mailsBeforeKill).toBe(KILL_AFTER);
    expect(duplicates).toBe(0);
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect([...perAddress.keys()].sort()).toEqual([...confirmed].sort());
    expect(perAddress.get(held!.to)).toBe(1);
    expect(issue.status).toBe('sent');
    expect(issue.finished_at).not.toBeNull();
    expect(deliveries).toHaveLength(SUBSCRIBERS);
    expect(deliveries.every((d) => d.status === 'sent' && d.attempts === 1 && d.sent_at !== null)).toBe(true);
  }, 300_000);
});
