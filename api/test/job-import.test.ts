import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_JOBS } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { feedItem, importFeed, reportOf, setCredits, writeSnapshot } from './job-import-fixtures';
import { balanceOf, daysFrom, employerIdOf, isoDay, jobPost, submit, userId } from './jobs-fixtures';

let ctx: TestContext;
const clock = new Date();
let employer: string;
let employer2: string;
let manager: string;
let ownerId: number;
let owner2Id: number;
let employerId: number;
let employer2Id: number;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  [employer, employer2, manager] = await Promise.all([ctx.login('employer'), ctx.login('employer2'), ctx.login('manager')]);
  ownerId = await userId(ctx.knex, 'employer');
  owner2Id = await userId(ctx.knex, 'employer2');
  employerId = await employerIdOf(ctx.knex, 'employer');
  employer2Id = await employerIdOf(ctx.knex, 'employer2');
});
afterAll(async () => ctx?.close());

const jobByReference = (employer: number, reference: string) =>
  ctx.knex('jobs').where({ employer_id: employer, external_reference: reference }).first();

const publicTitles = async (words: string) => {
  const body = (await ctx.inject({ method: 'GET', url: `/search/get-browse-job?search=${encodeURIComponent(words)}&limit=100&skip_cache=1` })).json();
  return (body.data as { title: string }[]).map((job) => job.title).sort();
};

describe('POST /job-api/jobs/import', () => {
  it('creates new references, spending a credit per published job exactly as posting does, and refuses the one it cannot pay for', async () => {
    await setCredits(ctx.knex, ownerId, clock, { standard: 2, premium: 0 });
    const feed = {
      jobs: [
        feedItem('ATS-1'),
        feedItem('ATS-2'),
        feedItem('ATS-3'),
        feedItem('ATS-4', { status: 'draft' }),
        feedItem('ATS-5', { class: 'Premium' }),
      ],
    };
    const response = await importFeed(ctx, employer, feed);
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Import finished: 3 created, 0 updated, 0 unchanged, 0 closed, 2 refused.');
    expect(data.counts).toEqual({ created: 3, updated: 0, unchanged: 0, closed: 0, refused: 2 });
    expect(data.results.map((r: { reference: string; outcome: string }) => [r.reference, r.outcome])).toEqual([
      ['ATS-1', 'created'],
      ['ATS-2', 'created'],
      ['ATS-3', 'refused'],
      ['ATS-4', 'created'],
      ['ATS-5', 'refused'],
    ]);
    expect(data.results[2]).toEqual({ reference: 'ATS-3', outcome: 'refused', jobId: null, reason: expect.stringMatching(/enough standard credits: 1 needed, 0 left/) });
    expect(data.results[4].reason).toMatch(/enough premium credits/);

    // The same ledger rows posting writes: one job_post spend per published job, none for the draft.
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 0, premium: 0 });
    const spends = await ctx.knex('credit_ledger').where({ user_id: ownerId, reason: 'job_post' }).orderBy('id').select('ref_id', 'delta', 'kind');
    expect(spends).toEqual([
      { ref_id: String(data.results[0].jobId), delta: -1, kind: 'standard' },
      { ref_id: String(data.results[1].jobId), delta: -1, kind: 'standard' },
    ]);
    // Refused items wrote nothing; created ones carry their reference and are listed publicly at once (not the draft).
    expect(await jobByReference(employerId, 'ATS-3')).toBeUndefined();
    expect(await jobByReference(employerId, 'ATS-5')).toBeUndefined();
    expect(await jobByReference(employerId, 'ATS-4')).toMatchObject({ status: 'draft', credited_class: null });
    expect(await publicTitles('Imported ATS')).toEqual(['Imported ATS-1', 'Imported ATS-2']);
    const event = await ctx.knex('events').where({ entity: 'job', entity_id: String(data.results[0].jobId), action: 'created' }).first();
    expect(event).toMatchObject({ actor_user_id: ownerId, to_value: 'publish', details: { mode: 'own', via: 'import' } });
  });

  it('creates the refused job once credits are there again (a repeated feed retries what it could not pay for)', async () => {
    await setCredits(ctx.knex, ownerId, clock, { standard: 1, premium: 1 });
    const report = await reportOf(ctx, employer, {
      jobs: [feedItem('ATS-1'), feedItem('ATS-2'), feedItem('ATS-3'), feedItem('ATS-4', { status: 'draft' }), feedItem('ATS-5', { class: 'Premium' })],
    });
    expect(report.counts).toEqual({ created: 2, updated: 0, unchanged: 3, closed: 0, refused: 0 });
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 0, premium: 0 });
  });

  it('refuses bad items with the submit form\'s field errors and still imports the good ones around them', async () => {
    await setCredits(ctx.knex, ownerId, clock, { standard: 5, premium: 0 });
    const before = await ctx.knex('jobs').count({ c: '*' }).first();
    const report = await reportOf(ctx, employer, {
      jobs: [
        feedItem('BAD-1', { job_cat: ['not-a-category'], job_title: '' }),
        feedItem('GOOD-1'),
        feedItem('BAD-2', { job_date: isoDay(daysFrom(clock, -3)) }),
        'not an object',
        feedItem('', {}),
        feedItem('BAD-3', { job_title: { nested: true }, jobLocation: 'Leeds' }),
        feedItem('GOOD-1', { job_title: 'A second GOOD-1' }),
        feedItem('BAD-4', { job_description: '<script>alert(1)</script>' }),
        feedItem('GOOD-2'),
      ],
    });
    expect(report.counts).toEqual({ created: 2, updated: 0, unchanged: 0, closed: 0, refused: 7 });
    const [bad1, good1, bad2, notObject, noReference, bad3, duplicate, bad4, good2] = report.results;
    expect(bad1).toMatchObject({ reference: 'BAD-1', outcome: 'refused', jobId: null, reason: 'Please correct the fields named in errors.' });
    expect(bad1.errors).toEqual({ job_title: expect.any(String), 'job_cat[0]': 'Please choose categories from the list.' });
    expect(bad2.errors).toEqual({ job_date: 'The application deadline cannot be in the past.' });
    expect(notObject).toEqual({ reference: '', outcome: 'refused', jobId: null, reason: 'Each job must be a JSON object.' });
    expect(noReference.errors).toEqual({ reference: expect.stringMatching(/reference in your own system/) });
    expect(Object.keys(bad3.errors ?? {}).sort()).toEqual(['jobLocation', 'job_title']);
    expect(duplicate).toMatchObject({ reference: 'GOOD-1', outcome: 'refused', reason: 'This reference is already used by job 2 of the feed; each job needs its own.' });
    expect(bad4.errors).toEqual({ job_description: 'This field is required.' });
    expect([good1.outcome, good2.outcome]).toEqual(['created', 'created']);
    // Only the two good jobs were written; the duplicate did not overwrite the first GOOD-1.
    expect(Number((await ctx.knex('jobs').count({ c: '*' }).first())?.c) - Number(before?.c)).toBe(2);
    expect((await jobByReference(employerId, 'GOOD-1')).title).toBe('Imported GOOD-1');
  });

  it('updates a changed item in place (same job, no second credit, question ids kept) and leaves unchanged ones untouched', async () => {
    const question = { question: 'Do you hold a UEFA B licence?', required: true };
    await reportOf(ctx, employer, { jobs: [feedItem('UPD-1', { screening_questions: [question] }), feedItem('UPD-2')] });
    const first = await jobByReference(employerId, 'UPD-1');
    const untouched = await ctx.knex('jobs').where({ id: (await jobByReference(employerId, 'UPD-2')).id }).first(ctx.knex.raw('modified_at::text AS at'));
    const ledger = await ctx.knex('credit_ledger').count({ c: '*' }).first();

    const changed = feedItem('UPD-1', { job_title: 'Imported UPD-1 (renamed)', job_salary: 45000, screening_questions: [question, { question: 'Can you start in May?' }] });
    const report = await reportOf(ctx, employer, { jobs: [changed, feedItem('UPD-2')] });
    expect(report.results).toEqual([
      { reference: 'UPD-1', outcome: 'updated', jobId: first.id },
      { reference: 'UPD-2', outcome: 'unchanged', jobId: expect.any(Number) },
    ]);
    const detail = (await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail?jobId=${first.id}`, token: employer })).json().data;
    expect(detail).toMatchObject({ job_title: 'Imported UPD-1 (renamed)', job_salary: 45000, status: 'publish' });
    expect(detail.screening_questions[0].id).toBe(first.screening_questions[0].id);
    expect(detail.screening_questions).toHaveLength(2);
    expect(await ctx.knex('credit_ledger').count({ c: '*' }).first()).toEqual(ledger);
    expect(await ctx.knex('jobs').where({ id: (await jobByReference(employerId, 'UPD-2')).id }).first(ctx.knex.raw('modified_at::text AS at'))).toEqual(untouched);
    const event = await ctx.knex('events').where({ entity: 'job', entity_id: String(first.id), action: 'updated' }).first();
    expect(event).toMatchObject({ from_value: 'publish', to_value: 'publish', details: { mode: 'own', via: 'import' } });
  });

  it('is idempotent: the same feed again answers every item unchanged or refused and writes nothing at all', async () => {
    await setCredits(ctx.knex, ownerId, clock, { standard: 0, premium: 0 });
    const feed = { jobs: [feedItem('ATS-1'), feedItem('ATS-2'), feedItem('GOOD-1'), feedItem('BAD-2', { job_date: isoDay(daysFrom(clock, -3)) }), feedItem('NEW-NO-CREDIT')] };
    await reportOf(ctx, employer, feed);
    const before = await writeSnapshot(ctx.knex, employerId);
    const again = await reportOf(ctx, employer, feed);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 3, closed: 0, refused: 2 });
    expect(await writeSnapshot(ctx.knex, employerId)).toEqual(before);
  });

  it('closeMissing closes the imported jobs a feed leaves out (and only those), once; a job back in the feed reopens without a second credit', async () => {
    await setCredits(ctx.knex, ownerId, clock, { standard: 4, premium: 0 });
    await reportOf(ctx, employer, { jobs: [feedItem('CM-1'), feedItem('CM-2'), feedItem('CM-3')] });
    const handPosted = (await submit(ctx, employer, jobPost({ job_title: 'Posted by hand, not imported' }))).json().data.ID;
    const importedBefore = await ctx.knex('jobs').where({ employer_id: employerId }).whereNotNull('external_reference').whereIn('status', ['publish', 'draft']).pluck('external_reference');
    expect(importedBefore).toEqual(expect.arrayContaining(['CM-1', 'CM-2', 'CM-3', 'ATS-1', 'UPD-1']));

    const report = await reportOf(ctx, employer, { jobs: [feedItem('CM-1')], closeMissing: true });
    expect(report.results[0]).toMatchObject({ reference: 'CM-1', outcome: 'unchanged' });
    const closed = report.results.filter((result) => result.outcome === 'closed').map((result) => result.reference).sort();
    expect(closed).toEqual(importedBefore.filter((reference: string) => reference !== 'CM-1').sort());
    expect(report.counts.closed).toBe(closed.length);
    expect((await jobByReference(employerId, 'CM-2')).status).toBe('closed');
    expect((await ctx.knex('jobs').where({ id: handPosted }).first()).status).toBe('publish');
    expect(await publicTitles('Imported CM')).toEqual(['Imported CM-1']);
    const event = await ctx.knex('events').where({ entity: 'job', entity_id: String((await jobByReference(employerId, 'CM-2')).id), action: 'status' }).first();
    expect(event).toMatchObject({ from_value: 'publish', to_value: 'closed', actor_user_id: ownerId, details: { via: 'import', reason: 'missing from the feed' } });

    // Again: nothing left to close, nothing written.
    const before = await writeSnapshot(ctx.knex, employerId);
    const again = await reportOf(ctx, employer, { jobs: [feedItem('CM-1')], closeMissing: true });
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 1, closed: 0, refused: 0 });
    expect(await writeSnapshot(ctx.knex, employerId)).toEqual(before);

    // CM-2 comes back as it was: open again, its credit already paid.
    const balance = await balanceOf(ctx.knex, ownerId);
    const back = await reportOf(ctx, employer, { jobs: [feedItem('CM-1'), feedItem('CM-2')] });
    expect(back.results.map((result) => result.outcome)).toEqual(['unchanged', 'updated']);
    expect((await jobByReference(employerId, 'CM-2')).status).toBe('publish');
    expect(await balanceOf(ctx.knex, ownerId)).toEqual(balance);
    expect(await publicTitles('Imported CM')).toEqual(['Imported CM-1', 'Imported CM-2']);
  });

  it("keeps each employer's references apart: the same reference is another employer's own job, and their feeds never touch each other's jobs", async () => {
    await setCredits(ctx.knex, owner2Id, clock, { standard: 2, premium: 0 });
    const mine = await jobByReference(employerId, 'CM-1');
    const report = await reportOf(ctx, employer2, { jobs: [feedItem('CM-1', { job_title: 'Harbour CM-1' })], closeMissing: true });
    expect(report.counts).toEqual({ created: 1, updated: 0, unchanged: 0, closed: 0, refused: 0 });
    const theirs = await jobByReference(employer2Id, 'CM-1');
    expect(theirs.id).not.toBe(mine.id);
    expect(await jobByReference(employerId, 'CM-1')).toEqual(mine);
    expect((await jobByReference(employerId, 'CM-2')).status).toBe('publish');
    // The team manager acts for employer 1: the same references are employer 1's jobs, paid from its owner's credits.
    const asManager = await reportOf(ctx, manager, { jobs: [feedItem('CM-1')] });
    expect(asManager.results[0]).toEqual({ reference: 'CM-1', outcome: 'unchanged', jobId: mine.id });
  });

  it('answers 413 above 1,000 jobs, 400 for a body that is not a feed, and refuses callers who may not post jobs', async () => {
    const tooMany = await importFeed(ctx, employer, { jobs: Array.from({ length: IMPORT_MAX_JOBS + 1 }, (_, index) => ({ reference: `X-${index}` })) });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ success: false, message: 'A feed holds at most 1,000 jobs; this one has 1,001. Send it in parts.' });
    const notAList = await importFeed(ctx, employer, { jobs: { reference: 'A' } });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().errors).toEqual({ jobs: 'Please send the jobs as a list.' });
    const badFlag = await importFeed(ctx, employer, { jobs: [], closeMissing: 'yes' });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().errors).toEqual({ closeMissing: 'Please send true or false.' });
    expect((await importFeed(ctx, await ctx.login('candidate'), { jobs: [feedItem('C-1')] })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'POST', url: '/job-api/jobs/import', payload: { jobs: [] } })).statusCode).toBe(401);
  });

  it('takes an API key with jobs:write (the way an ATS calls it), and refuses a key without it naming the scope', async () => {
    const createKey = async (scopes: string[]) => {
      const response = await ctx.inject({ method: 'POST', url: '/api-keys', token: employer, payload: { name: `ATS ${scopes.join(' ')}`, scopes } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.key as string;
    };
    const withKey = (key: string, payload: object) => ctx.inject({ method: 'POST', url: '/job-api/jobs/import', headers: { authorization: `Bearer ${key}` }, payload });
    await setCredits(ctx.knex, ownerId, clock, { standard: 1, premium: 0 });

    const writer = await withKey(await createKey(['jobs:write']), { jobs: [feedItem('KEY-1')] });
    expect(writer.statusCode, writer.body).toBe(200);
    expect(writer.json().data.results).toEqual([{ reference: 'KEY-1', outcome: 'created', jobId: expect.any(Number) }]);
    expect(await jobByReference(employerId, 'KEY-1')).toMatchObject({ status: 'publish', posted_by_user_id: ownerId });

    const reader = await withKey(await createKey(['jobs:read']), { jobs: [feedItem('KEY-2')] });
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toMatchObject({ message: 'This API key lacks the scope jobs:write', code: 'missing-scope' });
    expect(await jobByReference(employerId, 'KEY-2')).toBeUndefined();
  });

  it('two imports of the same new reference at once leave one job, and the other import says what happened', async () => {
    await setCredits(ctx.knex, ownerId, clock, { standard: 2, premium: 0 });
    const feed = { jobs: [feedItem('RACE-1')] };
    const reports = await Promise.all([reportOf(ctx, employer, feed), reportOf(ctx, manager, feed)]);
    const outcomes = reports.map((report) => report.results[0].outcome).sort();
    expect(outcomes[0]).toBe('created');
    expect(['refused', 'unchanged']).toContain(outcomes[1]);
    const loser = reports.map((report) => report.results[0]).find((result) => result.outcome !== 'created')!;
    if (loser.outcome === 'refused') expect(loser.reason).toMatch(/same moment; send the feed again/);
    expect(Number((await ctx.knex('jobs').where({ employer_id: employerId, external_reference: 'RACE-1' }).count({ c: '*' }).first())?.c)).toBe(1);
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 1, premium: 0 });
  });

  it('answers an Arabic caller in Arabic: the summary, the reasons and the 413', async () => {
    await setCredits(ctx.knex, ownerId, clock, { standard: 0, premium: 0 });
    const response = await ctx.inject({
      method: 'POST', url: '/job-api/jobs/import', token: employer, headers: { 'accept-language': 'ar' },
      payload: { jobs: [feedItem('AR-1'), feedItem('AR-1'), 'x'] },
    });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('انتهى الاستيراد: أُنشئت 0، وحُدِّثت 0، ولم تتغير 0، وأُغلقت 0، ورُفضت 3.');
    expect(data.results[0].reason).toMatch(/^ليس لديك ما يكفي من الأرصدة العادية: المطلوب 1 والمتبقي 0\./);
    expect(data.results[1].errors.reference).toBe('هذا المرجع مستخدم في الوظيفة 1 من القائمة؛ لكل وظيفة مرجعها الخاص.');
    expect(data.results[2].reason).toBe('يجب أن تكون كل وظيفة كائن JSON.');
    const tooMany = await ctx.inject({
      method: 'POST', url: '/job-api/jobs/import', token: employer, headers: { 'accept-language': 'ar' },
      payload: { jobs: Array.from({ length: 1001 }, () => ({})) },
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('تحمل القائمة 1,000 وظيفة على الأكثر، وفي هذه 1,001. أرسلها على أجزاء.');
  });

  it('takes a feed larger than the general 1 MB body limit', async () => {
    const description = `<p>${'A long description of the role. '.repeat(1500)}</p>`;
    const jobs = Array.from({ length: 40 }, (_, index) => feedItem(`BIG-${index}`, { status: 'draft', job_description: description }));
    expect(JSON.stringify({ jobs }).length).toBeGreaterThan(1024 * 1024);
    const report = await reportOf(ctx, employer, { jobs });
    expect(report.counts.created).toBe(40);
  });
});
