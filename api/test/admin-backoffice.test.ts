import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ROLE_NAMES, withQuery } from '@fj/shared';
import { DEMO_PASSWORD } from '@fj/seeds';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let adminId: number;

const idOf = async (username: string): Promise<number> => (await ctx.knex('users').where({ username }).first('id')).id;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
  adminId = await idOf('admin');
}, 120_000);
afterAll(async () => ctx?.close());

const get = (url: string, token = admin) => ctx.inject({ method: 'GET', url, token });
const post = (url: string, payload: Record<string, unknown> | undefined, token = admin) => ctx.inject({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const userPath = (path: string, id: number) => path.replace(':id', String(id));

/** Every admin read of §7 and the designed admin calls, with who may call it. */
const ADMIN_READS: { url: string; allowed: string[] }[] = [
  { url: API.adminDashboardData, allowed: ['administrator'] },
  { url: API.adminTransactions, allowed: ['administrator'] },
  { url: API.adminTransactionsCsv, allowed: ['administrator'] },
  { url: API.adminUsers, allowed: ['administrator'] },
  { url: withQuery(API.adminUsernames, { str: 'casey' }), allowed: ['administrator'] },
  { url: API.adminJobsApplied, allowed: ['administrator'] },
  { url: withQuery(API.adminJobsAppliedUsernames, { str: 'casey' }), allowed: ['administrator'] },
  { url: withQuery(API.adminEmployers, { str: 'north' }), allowed: ['administrator', 'datascout'] },
  { url: API.adminEmployerList, allowed: ['administrator'] },
  { url: API.adminAuditLog, allowed: ['administrator'] },
  { url: API.adminAllJobs, allowed: ['administrator', 'datascout'] },
];

describe('admin permission matrix', () => {
  it('answers each admin call for each role as §6 gives it (403 otherwise, 401 without a token)', async () => {
    // One account per role, made here so every role of §6 is covered (visitor too: a token with no admin right).
    const tokens = new Map<string, string>();
    for (const role of ROLE_NAMES) {
      const user = await registerCandidate(ctx);
      await ctx.knex('users').where({ id: user.id }).update({ roles: ctx.knex.raw('?::text[]', [[role]]) });
      tokens.set(role, await ctx.login(user.username, 'Secret-pass-1'));
    }
    const target = await registerCandidate(ctx);
    const actions = [
      { url: userPath(API.adminUser, target.id), method: 'GET' as const },
      { url: userPath(API.adminUserRoles, target.id), method: 'POST' as const, payload: { roles: ['candidate'] } },
      { url: userPath(API.adminUserReactivate, target.id), method: 'POST' as const },
      { url: userPath(API.adminUserCredits, target.id), method: 'POST' as const, payload: { standardCredits: 3, premiumCredits: 0 } },
    ];
    for (const [role, token] of tokens) {
      for (const call of ADMIN_READS) {
        const status = (await get(call.url, token)).statusCode;
        expect(status, `${role} GET ${call.url}`).toBe(call.allowed.includes(role) ? 200 : 403);
      }
      for (const call of actions) {
        const status = (await ctx.inject({ method: call.method, url: call.url, token, ...(call.payload ? { payload: call.payload } : {}) })).statusCode;
        expect(status, `${role} ${call.method} ${call.url}`).toBe(role === 'administrator' ? 200 : 403);
      }
    }
    for (const call of ADMIN_READS) expect((await ctx.inject({ method: 'GET', url: call.url })).statusCode, call.url).toBe(401);
    // The demo data scout too: only the employer picker.
    const scout = await ctx.login('scout');
    expect((await get(API.adminUsers, scout)).statusCode).toBe(403);
    expect((await get(withQuery(API.adminEmployers, { str: 'north' }), scout)).json().data[0].label).toMatch(/Northbridge/);
  });
});

describe('admin lists', () => {
  it('searches, filters, sorts and pages users with a total', async () => {
    const page = (await get(withQuery(API.adminUsers, { q: 'example.com', limit: 3, offset: 0, sort: 'username' }))).json();
    expect(page.data).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    const names = page.data.map((row: { username: string }) => row.username);
    expect([...names].sort()).toEqual(names);
    const scouts = (await get(withQuery(API.adminUsers, { role: 'datascout' }))).json();
    expect(scouts.data.every((row: { roles: string[] }) => row.roles.includes('datascout'))).toBe(true);
    expect((await get(withQuery(API.adminUsers, { limit: 101 }))).statusCode).toBe(400);
    expect((await get(withQuery(API.adminUsers, { role: 'king' }))).statusCode).toBe(400);
  });

  it('finds a search text in one of name, username or e-mail, never across two, with the exact total', async () => {
    // What the three fields answer one by one: the indexed search joins them (migration 0770) and must agree.
    const perField = async (text: string) => Number((await ctx.knex('users').whereNull('deleted_at')
      .where((match) => { for (const column of ['display_name', 'username', 'email']) match.orWhereRaw(`?? ILIKE ? ESCAPE '\\'`, [column, `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`]); })
      .count({ n: '*' }))[0].n);
    const someone = await ctx.knex('users').whereNull('deleted_at').orderBy('id').first('display_name', 'username', 'email');
    const across = `${someone.display_name.slice(-2)}\u0001${someone.username.slice(0, 2)}`;
    for (const text of ['EXAMPLE.COM', someone.username.toUpperCase(), someone.display_name.slice(1, 5), '_', across, someone.display_name.slice(-2) + someone.username.slice(0, 2)]) {
      const answer = await get(withQuery(API.adminUsers, { q: text, limit: 2, sort: 'name' }));
      if (answer.statusCode === 400) continue; // the query's bounds may refuse a control character: nothing to compare
      expect(answer.statusCode, text).toBe(200);
      const expected = await perField(text);
      expect(answer.json().total, text).toBe(expected);
      expect(answer.json().data.length, text).toBe(Math.min(expected, 2));
      const past = (await get(withQuery(API.adminUsers, { q: text, offset: expected + 5 }))).json();
      expect(past, text).toMatchObject({ data: [], total: expected });
    }
    expect(await perField('EXAMPLE.COM')).toBeGreaterThan(2);
  });

  it('answers look-ups only from 4 characters', async () => {
    expect((await get(withQuery(API.adminUsernames, { str: 'cas' }))).statusCode).toBe(400);
    const found = (await get(withQuery(API.adminUsernames, { str: 'Casey' }))).json().data;
    expect(found.some((row: { label: string }) => row.label.includes('candidate@example.com'))).toBe(true);
    expect((await get(withQuery(API.adminEmployers, { str: 'nor' }))).statusCode).toBe(400);
  });

  it('lists employers with owner, credits, jobs and team size, and every application with filters', async () => {
    const northbridge = (await get(withQuery(API.adminEmployerList, { q: 'Northbridge' }))).json().data[0];
    const employerId = northbridge.id;
    const jobs = Number((await ctx.knex('jobs').where({ employer_id: employerId }).count({ n: '*' }))[0].n);
    expect(Number(northbridge.jobs)).toBe(jobs);
    expect(Number(northbridge.team_size)).toBe(2);
    const applied = (await get(withQuery(API.adminJobsApplied, { employer_id: employerId, limit: 5 }))).json();
    const expected = Number((await ctx.knex('applications as a').join('jobs as j', 'j.id', 'a.job_id').where('j.employer_id', employerId).count({ n: '*' }))[0].n);
    expect(applied.total).toBe(expected);
    expect(applied.data.every((row: { employer_id: number }) => row.employer_id === employerId)).toBe(true);
  });
});

describe('user actions, suspension and the audit log', () => {
  it('changes roles (old tokens stop at once) and writes the audit row in the same transaction', async () => {
    const user = await registerCandidate(ctx);
    const response = await post(userPath(API.adminUserRoles, user.id), { roles: ['candidate', 'subscriber'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.roles).toEqual(['candidate', 'subscriber']);
    expect((await get(API.creditLedger, user.token)).statusCode).toBe(401);
    const audit = (await get(withQuery(API.adminAuditLog, { target_type: 'user', target_id: user.id }))).json();
    expect(audit.data[0]).toMatchObject({ action: 'user.roles', actorUserId: adminId, before: { roles: ['candidate'] }, after: { roles: ['candidate', 'subscriber'] } });
    expect(audit.data[0].actor).toBe('Alex Admin (admin)');
    // What the screen shows: the target by name, and the changed field with its old and new value.
    const { display_name: name } = await ctx.knex('users').where({ id: user.id }).first('display_name');
    expect(audit.data[0]).toMatchObject({ targetName: `${name} (${user.username})`, changes: [{ field: 'roles', from: ['candidate'], to: ['candidate', 'subscriber'] }] });
  });

  it('refuses to remove one’s own administrator role or suspend oneself', async () => {
    const roles = await post(userPath(API.adminUserRoles, adminId), { roles: ['candidate'] });
    expect(roles.statusCode).toBe(422);
    expect(roles.json().errors.roles).toBe('You cannot remove your own administrator role.');
    expect((await post(userPath(API.adminUserSuspend, adminId), { reason: 'test' })).statusCode).toBe(422);
    expect((await ctx.knex('users').where({ id: adminId }).first('roles')).roles).toEqual(['administrator']);
  });

  it('suspension blocks login and existing tokens with the reason; reactivation lets the user back in', async () => {
    const user = await registerCandidate(ctx);
    expect((await post(userPath(API.adminUserSuspend, user.id), { reason: 'Spam applications' })).statusCode).toBe(200);
    const withToken = await get(API.creditLedger, user.token);
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json().message).toContain('suspended: Spam applications');
    const login = await ctx.inject({ method: 'POST', url: API.authToken, payload: { username: user.username, password: 'Secret-pass-1' } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'account-suspended', message: expect.stringContaining('Spam applications') });
    // A wrong password still says only "Invalid login details": the reason is never shown to a stranger.
    const wrong = await ctx.inject({ method: 'POST', url: API.authToken, payload: { username: user.username, password: 'nope-nope-1' } });
    expect(wrong.statusCode).toBe(401);
    expect((await get(withQuery(API.adminUsers, { status: 'suspended', q: user.username }))).json().total).toBe(1);

    expect((await post(userPath(API.adminUserReactivate, user.id), undefined)).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'POST', url: API.authToken, payload: { username: user.username, password: 'Secret-pass-1' } })).statusCode).toBe(200);
    const actions = (await get(withQuery(API.adminAuditLog, { target_type: 'user', target_id: user.id }))).json().data.map((row: { action: string }) => row.action);
    expect(actions).toEqual(['user.reactivate', 'user.suspend']);
  });

  it('sends the lost-password e-mail and adjusts credits, each audited', async () => {
    const user = await registerCandidate(ctx);
    const before = (await ctx.mailer.outbox!.list()).length;
    expect((await post(userPath(API.adminUserPasswordReset, user.id), undefined)).statusCode).toBe(200);
    const mails = await ctx.mailer.outbox!.list();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ to: `${user.username}@example.com`, subject: 'Reset your Football Jobs password' });

    const credits = await post(userPath(API.adminUserCredits, user.id), { standardCredits: 9, premiumCredits: 1 });
    expect(credits.json().data).toMatchObject({ standard_credits: 9, premium_credits: 1 });
    const detail = (await get(userPath(API.adminUser, user.id))).json().data;
    expect(detail.credits).toMatchObject({ standard: 9, premium: 1 });
    expect(detail.ledger[0]).toMatchObject({ reason: 'admin_adjustment' });
    const audit = (await get(withQuery(API.adminAuditLog, { target_id: user.id }))).json().data.map((row: { action: string }) => row.action);
    expect(audit).toEqual(['credits.adjust', 'user.password_reset']);
  });

  it('audits a job status change by an administrator, not by the owning employer', async () => {
    const job = await ctx.knex('jobs').where({ status: 'publish' }).where('end_date', '>=', new Date().toISOString().slice(0, 10)).first('id', 'title', 'slug');
    const response = await get(withQuery(API.updateJobPostStatus, { jobId: job.id, status: 'closed' }));
    expect(response.statusCode).toBe(200);
    const row = (await get(withQuery(API.adminAuditLog, { target_type: 'job', target_id: job.id }))).json().data[0];
    expect(row).toMatchObject({ action: 'job.status', before: { status: 'publish' }, after: { status: 'closed' } });
    expect(row).toMatchObject({ targetName: job.title, targetSlug: job.slug, changes: [{ field: 'status', from: 'publish', to: 'closed' }] });
  });

  it('keeps audit rows immutable: the database refuses UPDATE and DELETE, and no route edits them', async () => {
    const id = (await ctx.knex('audit_log').first('id')).id;
    await expect(ctx.knex('audit_log').where({ id }).update({ action: 'rewritten' })).rejects.toThrow(/cannot be changed/);
    await expect(ctx.knex('audit_log').where({ id }).delete()).rejects.toThrow(/cannot be changed/);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      expect((await ctx.inject({ method, url: API.adminAuditLog, token: admin })).statusCode, method).toBe(404);
    }
    expect(ctx.app.routeCatalog.filter((route) => route.url.startsWith(API.adminAuditLog)).map((route) => route.method)).toEqual(['GET', 'HEAD'].filter((m) => ctx.app.routeCatalog.some((route) => route.url === API.adminAuditLog && route.method === m)));
  });
});

describe('every job (list-all) and bulk status changes', () => {
  it('lists every employer’s jobs with filters, and changes several statuses at once (each audited)', async () => {
    const all = (await get(withQuery(API.adminAllJobs, { limit: 5 }))).json();
    expect(all.total).toBe(Number((await ctx.knex('jobs').count({ n: '*' }))[0].n));
    const employerId = (await ctx.knex('employers').where({ name: 'Harbour City United' }).first('id')).id;
    const theirs = (await get(withQuery(API.adminAllJobs, { employer_id: employerId, state: 'active', limit: 100 }))).json();
    expect(theirs.data.length).toBeGreaterThan(1);
    expect(theirs.data.every((row: { employer_id: number; status: string }) => row.employer_id === employerId && row.status === 'publish')).toBe(true);

    const scout = await ctx.login('scout');
    const ids = theirs.data.slice(0, 2).map((row: { id: number }) => row.id);
    const response = await ctx.inject({ method: 'POST', url: API.adminJobsStatus, token: scout, payload: { jobIds: [...ids, 2_000_000_000], status: 'closed' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ id: ids[0], ok: true }, { id: ids[1], ok: true }, { id: 2_000_000_000, ok: false, message: expect.any(String) }]);
    expect((await ctx.knex('jobs').whereIn('id', ids).pluck('status')).sort()).toEqual(['closed', 'closed']);
    const audited = await ctx.knex('audit_log').where({ action: 'job.status', target_type: 'job' }).whereIn('target_id', ids.map(String)).count({ n: '*' });
    expect(Number(audited[0].n)).toBe(2);
    expect((await ctx.inject({ method: 'POST', url: API.adminJobsStatus, token: await ctx.login('employer'), payload: { jobIds: ids, status: 'publish' } })).statusCode).toBe(403);
  });
});

describe('dashboard figures against hand-counted fixtures', () => {
  it('counts the period’s sign-ups, applications, revenue, credits spent and alert e-mails exactly', async () => {
    const k = ctx.knex;
    const at = (day: string) => new Date(`2031-03-${day}T12:00:00Z`);
    const job = await k('jobs').first('id');
    const users = [];
    for (const [n, day] of [[1, '02'], [2, '02'], [3, '10']] as const) {
      const [row] = await k('users').insert({ username: `fixture${n}`, email: `fixture${n}@example.com`, display_name: `Fixture ${n}`, roles: k.raw(`'{candidate}'::text[]`), profile_slug: `fixture-${n}`, created_at: at(day) }).returning('id');
      users.push(row.id as number);
    }
    // Applications: two received (status 0) on the 2nd and 3rd, one shortlisted (status 2) on the 10th.
    for (const [index, status, day] of [[0, 0, '02'], [1, 0, '03'], [2, 2, '10']] as const) {
      await k('applications').insert({ job_id: job.id, candidate_user_id: users[index], status, credit_kind: 'standard', created_at: at(day) });
    }
    const payment = (user: number, amount: number, status: string, day: string, key: string, packageCode: string | null = null) =>
      k('payments').insert({ user_id: user, purpose: packageCode ? 'credit_package' : 'order', package_code: packageCode, description: 'fixture', amount_minor: amount, currency: 'GBP', status, provider: 'sandbox', idempotency_key: key, created_at: at(day), paid_at: status === 'succeeded' ? at(day) : null });
    const pkg = (await k('credit_packages').first('code')).code as string;
    await payment(users[0], 1500, 'succeeded', '02', 'f1', pkg);
    await payment(users[1], 2500, 'succeeded', '10', 'f2');
    await payment(users[2], 999, 'failed', '10', 'f3');
    await k('credit_ledger').insert([
      { user_id: users[0], kind: 'standard', delta: 3, balance_after: 3, reason: 'purchase', created_at: at('02') },
      { user_id: users[0], kind: 'standard', delta: -1, balance_after: 2, reason: 'application', created_at: at('02') },
      { user_id: users[0], kind: 'standard', delta: -2, balance_after: 0, reason: 'monthly_expiry', created_at: at('28') },
      { user_id: users[1], kind: 'premium', delta: 1, balance_after: 1, reason: 'purchase', created_at: at('03') },
      { user_id: users[1], kind: 'premium', delta: -1, balance_after: 0, reason: 'application', created_at: at('03') },
    ]);
    const [alert] = await k('job_alerts').insert({ user_id: users[0], alert_name: 'A', alert_email: 'a@example.com', alert_frequency: 1, alert_category: 'coaching' }).returning('id');
    await k('alert_runs').insert([
      { alert_id: alert.id, period: 'D2031-03-02', job_count: 4, ran_at: at('02') },
      { alert_id: alert.id, period: 'D2031-03-03', job_count: 0, ran_at: at('03') },
      { alert_id: alert.id, period: 'D2031-03-04', job_count: 1, ran_at: at('04') },
    ]);

    const response = await get(withQuery(API.adminDashboardData, { from: '2031-03-01', to: '2031-03-31' }));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.period).toEqual({ from: '2031-03-01', to: '2031-03-31', bucket: 'day' });
    expect(data.totals).toMatchObject({ signups: 3, alertEmailsSent: 2 });
    expect(data.applicationsByStatus).toEqual([{ status: 0, count: 2 }, { status: 2, count: 1 }]);
    expect(data.revenueByPlan).toEqual([
      { plan: 'shop', purpose: 'order', currency: 'GBP', amountMinor: 2500, payments: 1 },
      { plan: pkg, purpose: 'credit_package', currency: 'GBP', amountMinor: 1500, payments: 1 },
    ]);
    expect(data.creditsSpent).toEqual({ standard: 1, premium: 1 });
    expect(data.series.signups).toEqual([{ date: '2031-03-02', value: 2 }, { date: '2031-03-10', value: 1 }]);
    expect(data.series.applications).toEqual([{ date: '2031-03-02', value: 1 }, { date: '2031-03-03', value: 1 }, { date: '2031-03-10', value: 1 }]);
    expect(data.series.revenue).toEqual([{ date: '2031-03-02', value: 1500, currency: 'GBP' }, { date: '2031-03-10', value: 2500, currency: 'GBP' }]);

    // "Now" figures: users by role and jobs by state agree with a direct count.
    const candidates = Number((await k('users').whereNull('deleted_at').whereRaw(`roles @> '{candidate}'`).count({ n: '*' }))[0].n);
    expect(data.usersByRole.find((row: { key: string }) => row.key === 'candidate').count).toBe(candidates);
    const pending = Number((await k('jobs').where({ status: 'pending' }).count({ n: '*' }))[0].n);
    expect(data.jobs.pending).toBe(pending);
    const pastDue = Number((await k('subscriptions').where({ status: 'past_due' }).count({ n: '*' }))[0].n);
    expect(data.totals.failedPaymentsAwaitingRetry).toBe(pastDue);
    // MRR by plan from the live subscriptions themselves: a yearly price counts a twelfth.
    const live = await k('subscriptions').whereIn('status', ['active', 'past_due']).select('plan_code', 'currency', 'interval', 'amount_minor');
    const mrr = new Map<string, { year: number; other: number; n: number }>();
    for (const sub of live) {
      const entry = mrr.get(`${sub.plan_code}|${sub.currency}`) ?? { year: 0, other: 0, n: 0 };
      if (sub.interval === 'year') entry.year += sub.amount_minor;
      else entry.other += sub.amount_minor;
      entry.n += 1;
      mrr.set(`${sub.plan_code}|${sub.currency}`, entry);
    }
    const expectedMrr = [...mrr].map(([key, entry]) => `${key}|${Math.round(entry.year / 12 + entry.other)}|${entry.n}`).sort();
    expect(data.mrrByPlan.map((row: { plan: string; currency: string; mrrMinor: number; subscriptions: number }) => `${row.plan}|${row.currency}|${row.mrrMinor}|${row.subscriptions}`).sort()).toEqual(expectedMrr);

    // The daily counts follow later writes: a status change moves an application, a payment that succeeds adds revenue.
    await k('applications').where({ candidate_user_id: users[0] }).update({ status: 2 });
    await k('payments').where({ idempotency_key: 'f3' }).update({ status: 'succeeded', paid_at: at('11') });
    // …a later alert run that found jobs counts, and a past-due subscription that is cancelled leaves MRR.
    await k('alert_runs').where({ alert_id: alert.id, period: 'D2031-03-03' }).update({ job_count: 2 });
    const cancelled = await k('subscriptions').where({ status: 'past_due' }).first('id');
    if (cancelled) await k('subscriptions').where({ id: cancelled.id }).update({ status: 'cancelled' });
    const later = (await get(withQuery(API.adminDashboardData, { from: '2031-03-01', to: '2031-03-31' }))).json().data;
    expect(later.applicationsByStatus).toEqual([{ status: 0, count: 1 }, { status: 2, count: 2 }]);
    expect(later.revenueByPlan.find((row: { plan: string }) => row.plan === 'shop')).toMatchObject({ amountMinor: 3499, payments: 2 });
    expect(later.totals).toMatchObject({ alertEmailsSent: 3, failedPaymentsAwaitingRetry: pastDue - (cancelled ? 1 : 0) });

    // Over all time the counts equal the rows they summarise.
    const sumOf = async (metric: string, column = 'n') => Number((await k('admin_daily_counts').where({ metric }).sum({ v: column }))[0].v);
    expect(await sumOf('signup')).toBe(Number((await k('users').whereNull('deleted_at').count({ n: '*' }))[0].n));
    expect(await sumOf('application')).toBe(Number((await k('applications').count({ n: '*' }))[0].n));
    expect(await sumOf('revenue', 'amount')).toBe(Number((await k('payments').where({ status: 'succeeded' }).whereNotNull('paid_at').sum({ v: 'amount_minor' }))[0].v));
    const spent = Number((await k('credit_ledger').where('delta', '<', 0).whereNotIn('reason', ['monthly_expiry', 'admin_adjustment']).sum({ v: 'delta' }))[0].v);
    expect(await sumOf('credits_spent')).toBe(-spent);
    // The "now" counters too: accounts by role set, membership and suspension; jobs by status and deadline.
    const accountGroups = (await k('users').whereNull('deleted_at').select('roles', 'membership', k.raw('suspended_at IS NOT NULL AS suspended')).count({ n: '*' }).groupBy(1, 2, 3)) as unknown as { roles: string[]; membership: string; suspended: boolean; n: unknown }[];
    const userCounts = await k('admin_user_counts').where('n', '<>', 0).select('roles', 'membership', 'suspended', 'n');
    const key = (row: { roles: string[]; membership: string; suspended: boolean; n: unknown }) => `${row.roles.join('+')}|${row.membership}|${row.suspended}|${Number(row.n)}`;
    expect(userCounts.map(key).sort()).toEqual(accountGroups.map(key).sort());
    const jobs = (await k('jobs').select('status', k.raw("to_char(end_date, 'YYYY-MM-DD') AS day")).count({ n: '*' }).groupBy(1, 2)) as unknown as { status: string; day: string; n: unknown }[];
    const jobCounts = await k('admin_job_counts').where('n', '<>', 0).select('status', k.raw("to_char(end_date, 'YYYY-MM-DD') AS day"), 'n');
    const jobKey = (row: { status: string; day: string; n: unknown }) => `${row.status}|${row.day}|${Number(row.n)}`;
    expect(jobCounts.map(jobKey).sort()).toEqual(jobs.map(jobKey).sort());
    // Subscriptions by plan, currency, interval and status (MRR, past due) and alert e-mails by day (migration 0760).
    const subscriptionKey = (row: { plan_code: string; currency: string; interval: string; status: string; n: unknown; amount: unknown }) =>
      `${row.plan_code}|${row.currency}|${row.interval}|${row.status}|${Number(row.n)}|${Number(row.amount)}`;
    const subscriptions = (await k('subscriptions').select('plan_code', 'currency', 'interval', 'status').count({ n: '*' }).sum({ amount: 'amount_minor' }).groupBy(1, 2, 3, 4)) as unknown as Parameters<typeof subscriptionKey>[0][];
    const subscriptionCounts = await k('admin_subscription_counts').where('n', '<>', 0).select('plan_code', 'currency', 'interval', 'status', 'n', 'amount');
    expect(subscriptionCounts.map(subscriptionKey).sort()).toEqual(subscriptions.map(subscriptionKey).sort());
    expect(await sumOf('alert_email')).toBe(Number((await k('alert_runs').where('job_count', '>', 0).count({ n: '*' }))[0].n));

    const weekly = (await get(withQuery(API.adminDashboardData, { from: '2031-03-01', to: '2031-03-31', bucket: 'week' }))).json().data;
    expect(weekly.series.signups).toEqual([{ date: '2031-02-24', value: 2 }, { date: '2031-03-10', value: 1 }]);
  });
});

describe('transactions CSV export', () => {
  it('streams 10,000 filtered rows with a header, newest first', async () => {
    const k = ctx.knex;
    const user = await registerCandidate(ctx);
    const rows = Array.from({ length: 10_000 }, (_, n) => ({
      user_id: user.id, purpose: 'order', description: n === 0 ? '=HYPERLINK("x")' : `bulk ${n}`, amount_minor: 100 + n, currency: 'GBP', status: 'succeeded',
      provider: 'sandbox', idempotency_key: `bulk-${n}`, created_at: new Date(Date.UTC(2030, 0, 1) + n * 60_000), paid_at: new Date(Date.UTC(2030, 0, 1) + n * 60_000),
    }));
    for (let start = 0; start < rows.length; start += 1000) await k('payments').insert(rows.slice(start, start + 1000));

    const response = await get(withQuery(API.adminTransactionsCsv, { user_id: user.id }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="transactions-/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(10_001);
    expect(lines[0]).toMatch(/^id,created_at,paid_at,user_id,username,email,purpose/);
    expect(lines[1]).toContain('bulk 9999');
    expect(lines[1]).toContain(',100.99,GBP,succeeded,sandbox');
    expect(lines[10_000]).toContain(`"'=HYPERLINK(""x"")"`);

    const page = (await get(withQuery(API.adminTransactions, { user_id: user.id, limit: 2, sort: '-amount' }))).json();
    expect(page.total).toBe(10_000);
    expect(page.data.map((row: { amount_minor: number }) => row.amount_minor)).toEqual([10_099, 10_098]);
  }, 120_000);
});

it('demo password still logs the admin in (guard against the suspension check catching everyone)', async () => {
  expect((await ctx.inject({ method: 'POST', url: API.authToken, payload: { username: 'admin', password: DEMO_PASSWORD } })).statusCode).toBe(200);
});
