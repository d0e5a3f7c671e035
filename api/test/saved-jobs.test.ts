import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertsRepo } from '../src/modules/alerts/alerts.repo';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let alice: string;
let bob: string;
let openJobs: { id: number; title: string }[];

const today = () => new Date().toISOString().slice(0, 10);
const save = (token: string | undefined, payload: object) => ctx.inject({ method: 'POST', url: '/save-job', token, payload });
const list = (token: string | undefined, query = '') => ctx.inject({ method: 'GET', url: `/get-saved-jobs?skip_cache=1${query}`, token });

beforeAll(async () => {
  ctx = await createTestContext();
  alice = (await registerCandidate(ctx)).token;
  bob = (await registerCandidate(ctx)).token;
  openJobs = await ctx.knex('jobs').where('status', 'publish').where('end_date', '>=', today()).orderBy('id').limit(4).select('id', 'title');
});
afterAll(async () => ctx?.close());

describe('saved jobs (docs/jobs.md "Saved jobs")', () => {
  it('saves, lists newest first with the job card data, and unsaves; both are idempotent', async () => {
    const [first, second] = openJobs;
    const saved = await save(alice, { jobId: first!.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Job saved.', data: { jobId: first!.id, saved: true } });
    expect((await save(alice, { jobId: first!.id })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await save(alice, { jobId: second!.id, saved: true })).statusCode).toBe(200);

    const page = (await list(alice)).json();
    expect(page.total).toBe(2);
    expect(page.data.map((row: { jobId: number }) => row.jobId)).toEqual([second!.id, first!.id]);
    expect(page.data[0].job).toMatchObject({ ID: second!.id, job: second!.title, is_active: true });

    const marks = (await list(alice, `&ids=${first!.id},${openJobs[3]!.id}`)).json();
    expect(marks.data.map((row: { jobId: number }) => row.jobId)).toEqual([first!.id]);

    const paged = (await list(alice, '&limit=1&offset=1')).json();
    expect(paged).toMatchObject({ total: 2, data: [{ jobId: first!.id }] });

    const unsaved = await save(alice, { jobId: first!.id, saved: false });
    expect(unsaved.json()).toMatchObject({ message: 'Job removed from your saved jobs.', data: { jobId: first!.id, saved: false, savedAt: null } });
    expect((await save(alice, { jobId: first!.id, saved: false })).statusCode).toBe(200);
    expect((await list(alice)).json().data.map((row: { jobId: number }) => row.jobId)).toEqual([second!.id]);
  });

  it("never shows one candidate's saves to another", async () => {
    await save(alice, { jobId: openJobs[2]!.id });
    const bobs = (await list(bob)).json();
    expect(bobs).toMatchObject({ total: 0, data: [] });
    const asked = (await list(bob, `&ids=${openJobs.map((job) => job.id).join(',')}`)).json();
    expect(asked.data).toEqual([]);
    // Bob unsaving Alice's job changes nothing of hers.
    await save(bob, { jobId: openJobs[2]!.id, saved: false });
    expect((await list(alice)).json().data.map((row: { jobId: number }) => row.jobId)).toContain(openJobs[2]!.id);
  });

  it('refuses visitors and accounts that are not candidates', async () => {
    expect((await save(undefined, { jobId: openJobs[0]!.id })).statusCode).toBe(401);
    expect((await list(undefined)).statusCode).toBe(401);
    const employer = await ctx.login('employer');
    expect((await save(employer, { jobId: openJobs[0]!.id })).statusCode).toBe(403);
    expect((await list(employer)).statusCode).toBe(403);
  });

  it('answers bad input with field errors, an unknown job with 404 and a closed one with 422', async () => {
    const missing = await save(alice, {});
    expect(missing.statusCode).toBe(400);
    expect((await save(alice, { jobId: 'abc' })).statusCode).toBe(400);
    expect((await list(alice, '&ids=1,x')).statusCode).toBe(400);
    expect((await save(alice, { jobId: 2_000_000_000 })).statusCode).toBe(404);
    const draft = await ctx.knex('jobs').where('status', 'draft').first('id');
    if (draft) expect((await save(alice, { jobId: draft.id })).statusCode).toBe(404);
    const closed = await ctx.knex('jobs').where('status', 'publish').where('end_date', '<', today()).first('id');
    await ctx.knex('jobs').where('id', closed.id).update({ status: 'expired' });
    const refused = await save(alice, { jobId: closed.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ jobId: 'Only an open job can be saved.' });
  });
});

describe('an alert from a search', () => {
  it('keeps the keyword and place, and only those jobs match it', async () => {
    const created = await ctx.inject({
      method: 'POST',
      url: '/save-job-alerts',
      token: alice,
      payload: {
        alert_name: 'Scout jobs',
        alert_email: 'alice@example.com',
        alert_frequency: 7,
        alert_category: 'analysts-recruitment-scouting',
        alert_keyword: 'scout',
        alert_country: '',
        alert_city: '',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const alert = created.json().data;
    expect(alert).toMatchObject({ alert_keyword: 'scout', alert_country: '', alert_city: '' });

    // An edit from the alerts page (no keyword or place sent) keeps them.
    const edited = await ctx.inject({
      method: 'POST',
      url: '/save-job-alerts',
      token: alice,
      payload: { id: alert.id, alert_name: 'Scouts', alert_email: 'alice@example.com', alert_frequency: 1, alert_category: 'analysts-recruitment-scouting' },
    });
    expect(edited.json().data).toMatchObject({ alert_name: 'Scouts', alert_keyword: 'scout' });

    const row = await ctx.knex('job_alerts').where('id', alert.id).first();
    const repo = createAlertsRepo(ctx.knex);
    const jobs = await ctx.knex.transaction((trx) => repo.matchingJobs(alert.id, row, new Date('2000-01-01'), today(), 100, trx));
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.title).toMatch(/scout|recruit|analyst|data|head/i);
    expect(jobs.some((job) => /scout/i.test(job.title))).toBe(true);

    const badCountry = await ctx.inject({
      method: 'POST',
      url: '/save-job-alerts',
      token: alice,
      payload: { alert_name: 'x', alert_email: 'alice@example.com', alert_frequency: 7, alert_category: 'analysts-recruitment-scouting', alert_country: 'atlantis' },
    });
    expect(badCountry.statusCode).toBe(422);
    expect(badCountry.json().errors).toHaveProperty('alert_country');
  });
});
