import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../src/mail';
import { isoWeekOf, runHotListWeekly } from '../src/modules/hot-list';
import { scheduledTasks } from '../src/queue';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let employer: string;
let employer2: string;
let teamMember: string;

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const update = (token: string | undefined, payload: object) => ctx.inject({ method: 'POST', url: '/update-hot-list', token, payload });
const ownEntry = (token: string | undefined) => ctx.inject({ method: 'GET', url: '/get-hot-list-entry', token });
const list = (token: string | undefined, query = '') => ctx.inject({ method: 'GET', url: `/job-api/hot-list?skip_cache=1${query}`, token });
const names = async (token: string, query = '') => (await list(token, query)).json().data.map((row: { name: string }) => row.name) as string[];
const userId = async (username: string) => (await ctx.knex('users').where({ username }).first('id')).id as number;
const setMembership = async (id: number, membership: string) => ctx.knex('users').where({ id }).update({ membership });

/** A candidate with a public profile on the given membership (the gate and the list read users.membership). */
async function paidCandidate(name: string, membership = 'STANDARD', profile: 'pub' | 'priv' = 'pub') {
  const registered = await registerCandidate(ctx);
  await ctx.knex('candidate_profiles').insert({ user_id: registered.id, cand_name: name, cand_email: `${registered.username}@example.com`, cand_phone: '+441134960001', cand_profile: profile }).onConflict('user_id').merge();
  await setMembership(registered.id, membership);
  return registered;
}

const outbox = async () => (await ctx.mailer.outbox!.list()).filter((mail) => /hot list|القائمة الساخنة/i.test(mail.subject));

beforeAll(async () => {
  ctx = await createTestContext();
  // The demo seed's entries are left out: this file counts its own.
  await ctx.knex('hot_list_entries').delete();
  // Northbridge (employer) is on a paid plan, Harbour City (employer2) on the free one.
  await setMembership(await userId('employer'), 'STANDARD');
  await setMembership(await userId('employer2'), 'FREE');
  await ctx.knex('users').where({ username: 'employer2' }).update({ locale: 'ar' });
  employer = await ctx.login('employer');
  employer2 = await ctx.login('employer2');
  teamMember = await ctx.login('member');
});
afterAll(async () => ctx?.close());

describe('hot list: the candidate side (docs/hot-list.md)', () => {
  it('answers a FREE candidate 402 membership-required, and shows them the locked state', async () => {
    const free = await registerCandidate(ctx);
    const refused = await update(free.token, { available: true, availableFrom: today(), roles: ['scout'], regions: ['europe'] });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'membership-required' });
    expect(await ctx.knex('hot_list_entries').where({ user_id: free.id }).first()).toBeUndefined();
    expect((await ownEntry(free.token)).json().data).toMatchObject({ included: false, membership: 'FREE', listed: false, entry: null });
  });

  it('opts in with date, up to 3 roles and regions, shows the entry, and opts out', async () => {
    const dana = await paidCandidate('Dana Optin');
    const joined = await update(dana.token, { available: true, availableFrom: inDays(14), roles: ['head-coach', 'youth-coach'], regions: ['gb-eng', 'europe'] });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ message: 'You are on the hot list.', data: { included: true, listed: true, entry: { available: true, availableFrom: inDays(14), roles: ['head-coach', 'youth-coach'], regions: ['gb-eng', 'europe'] } } });
    expect(await names(employer)).toContain('Dana Optin');

    const left = await update(dana.token, { available: false });
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toMatchObject({ listed: false, entry: { available: false, roles: ['head-coach', 'youth-coach'] } });
    expect(await names(employer)).not.toContain('Dana Optin');
  });

  it('refuses bad choices with field errors and writes nothing', async () => {
    const erin = await paidCandidate('Erin Invalid');
    const bad = await update(erin.token, { available: true, availableFrom: 'soon', roles: ['head-coach', 'scout', 'referee', 'journalist'], regions: ['atlantis'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ availableFrom: expect.any(String), roles: 'Choose at most 3 roles.', regions: 'Choose regions and countries from the list.' });
    const empty = await update(erin.token, { available: true });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['availableFrom', 'regions', 'roles']);
    expect((await update(erin.token, { available: true, availableFrom: inDays(400), roles: ['scout'], regions: ['europe'] })).statusCode).toBe(422);
    expect((await update(erin.token, { available: 'maybe' })).statusCode).toBe(400);
    expect(await ctx.knex('hot_list_entries').where({ user_id: erin.id }).first()).toBeUndefined();
  });

  it('leaves the list the moment the membership lapses (read at every request, no job needed)', async () => {
    const lapsing = await paidCandidate('Lou Lapsing', 'ELITE');
    expect((await update(lapsing.token, { available: true, availableFrom: today(), roles: ['scout'], regions: ['europe'] })).statusCode).toBe(200);
    expect(await names(employer)).toContain('Lou Lapsing');
    await setMembership(lapsing.id, 'FREE');
    expect(await names(employer)).not.toContain('Lou Lapsing');
    expect((await ownEntry(lapsing.token)).json().data).toMatchObject({ included: false, listed: false, entry: { available: true } });
    expect((await update(lapsing.token, { available: false })).statusCode).toBe(402);
    // Paying again brings the entry back as it was.
    await setMembership(lapsing.id, 'UNLIMITED');
    expect(await names(employer)).toContain('Lou Lapsing');
    await setMembership(lapsing.id, 'FREE');
  });

  it('lists public profiles only', async () => {
    const hidden = await paidCandidate('Pat Private', 'STANDARD', 'priv');
    expect((await update(hidden.token, { available: true, availableFrom: today(), roles: ['scout'], regions: ['europe'] })).statusCode).toBe(200);
    expect((await ownEntry(hidden.token)).json().data).toMatchObject({ included: true, listed: false, profilePublic: false });
    expect(await names(employer)).not.toContain('Pat Private');
  });
});

describe('hot list: the employer side', () => {
  beforeAll(async () => {
    await ctx.knex('hot_list_entries').delete();
    const people: [string, string[], string[]][] = [
      ['Ada Analyst', ['performance-analyst'], ['is']],
      ['Bo Coach', ['head-coach', 'assistant-coach'], ['is', 'gb-sct']],
      ['Cy Anywhere', ['head-coach'], ['world']],
      ['Di Scout', ['scout'], ['fr']],
    ];
    for (const [name, roles, regions] of people) {
      const person = await paidCandidate(name);
      expect((await update(person.token, { available: true, availableFrom: today(), roles, regions })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  it('lists freshest first, filters by role and by country (a World entry matches any country), and pages with the total', async () => {
    expect(await names(employer)).toEqual(['Di Scout', 'Cy Anywhere', 'Bo Coach', 'Ada Analyst']);
    expect(await names(employer, '&role=head-coach')).toEqual(['Cy Anywhere', 'Bo Coach']);
    expect(await names(employer, '&country=is')).toEqual(['Cy Anywhere', 'Bo Coach', 'Ada Analyst']);
    expect(await names(employer, '&country=is&role=performance-analyst')).toEqual(['Ada Analyst']);
    const page = (await list(employer, '&limit=2&offset=2')).json();
    expect(page.total).toBe(4);
    expect(page.data.map((row: { name: string }) => row.name)).toEqual(['Bo Coach', 'Ada Analyst']);
    expect(page.data[0]).toMatchObject({ roles: ['head-coach', 'assistant-coach'], regions: ['is', 'gb-sct'], availableFrom: today(), profileUrl: expect.stringMatching(/^\/profile\//) });
    expect((await list(employer, '&limit=1000')).statusCode).toBe(400);
  });

  it("shows contact details only to an organisation on a paid plan, as the CV database does (a team member by its owner's plan)", async () => {
    const paid = (await list(employer)).json();
    expect(paid).toMatchObject({ contactAccess: true, contactNotice: '' });
    expect(paid.data[0].contact).toEqual({ email: expect.stringContaining('@example.com'), phone: '+441134960001' });
    const member = (await list(teamMember)).json();
    expect(member.contactAccess).toBe(true);
    const free = (await list(employer2)).json();
    expect(free.contactAccess).toBe(false);
    expect(free.contactNotice).toMatch(/paid membership/);
    expect(free.data.every((row: { contact: unknown }) => row.contact === null)).toBe(true);
    const cv = (await ctx.inject({ method: 'GET', url: '/search/get-cv-database/?skip_cache=1', token: employer2 })).json();
    expect(cv.contactAccess).toBe(free.contactAccess);
  });

  it('refuses visitors (401) and accounts that are not employers (403)', async () => {
    const candidate = await ctx.login('subscriber');
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(candidate)).statusCode).toBe(403);
    expect((await list(await ctx.login('admin'))).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'POST', url: '/job-api/hot-list/subscription', token: candidate })).statusCode).toBe(403);
    expect((await ownEntry(employer)).statusCode).toBe(403);
    expect((await update(employer, { available: false })).statusCode).toBe(403);
  });
});

describe('hot list: the weekly email', () => {
  const weekly = (now: Date, mailer: Mailer = ctx.mailer) => runHotListWeekly({ db: ctx.knex, mailer, publicWebUrl: 'http://localhost:3000', now: () => now });

  it('subscribes and unsubscribes idempotently, and tells the state', async () => {
    const state = async (token: string) => (await ctx.inject({ method: 'GET', url: '/job-api/hot-list/subscription', token })).json().data;
    expect(await state(employer)).toEqual({ subscribed: false, since: null });
    for (const token of [employer, employer, employer2]) expect((await ctx.inject({ method: 'POST', url: '/job-api/hot-list/subscription', token })).statusCode).toBe(200);
    expect(await state(employer)).toMatchObject({ subscribed: true });
    const stopped = await ctx.inject({ method: 'DELETE', url: '/job-api/hot-list/subscription', token: employer2 });
    expect(stopped.json()).toMatchObject({ message: 'The weekly hot-list email is stopped.', data: { subscribed: false } });
    expect((await ctx.inject({ method: 'POST', url: '/job-api/hot-list/subscription', token: employer2 })).statusCode).toBe(200);
    expect(await ctx.knex('hot_list_subscriptions').where({ active: true }).pluck('user_id')).toHaveLength(2);
  });

  it("sends each subscriber the week's new entries once, in their language, even when the task runs twice or after a restart", async () => {
    const now = new Date(Date.now() + 60_000);
    const before = (await outbox()).length;
    expect(await weekly(now)).toEqual({ sent: 2, empty: 0, skipped: 0, failed: 0 });
    const mails = (await outbox()).slice(0, 2);
    expect((await outbox()).length).toBe(before + 2);
    const english = mails.find((mail) => mail.to.includes('employer@example.com'))!;
    expect(english.subject).toBe('New on the hot list this week: 4 candidates');
    expect(english.text).toContain('Bo Coach — Head Coach, Assistant Coach — available now — open to Iceland, Scotland');
    expect(english.text).toMatch(/http:\/\/localhost:3000\/profile\/\S+/);
    expect(english.text).toContain('http://localhost:3000/employer/hot-list');
    const arabic = mails.find((mail) => mail.to.includes('employer2@example.com'))!;
    expect(arabic.subject).toBe('جديد القائمة الساخنة هذا الأسبوع: مرشحون جدد (العدد: 4)');
    expect(arabic.text).toContain('مدرب أول');
    expect(arabic.text).toContain('تصفّح القائمة الساخنة');

    // The same week again, in this process and in a freshly started one (as after a restart): nothing more.
    expect(await weekly(new Date(now.getTime() + 3_600_000))).toEqual({ sent: 0, empty: 0, skipped: 2, failed: 0 });
    const restarted = scheduledTasks({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'http://localhost:3000', secret: 's', now: () => new Date(now.getTime() + 7_200_000), log: { error: () => undefined } }).find((task) => task.name === 'hot-list-weekly')!;
    expect(restarted.cron).toBe('0 7 * * 1');
    expect(await restarted.run()).toEqual({ sent: 0, empty: 0, skipped: 2, failed: 0 });
    // Stopping and subscribing again the same week does not bring a second email either.
    await ctx.inject({ method: 'DELETE', url: '/job-api/hot-list/subscription', token: employer });
    await ctx.inject({ method: 'POST', url: '/job-api/hot-list/subscription', token: employer });
    expect((await weekly(new Date(now.getTime() + 10_800_000))).sent).toBe(0);
    expect((await outbox()).length).toBe(before + 2);
    expect(await ctx.knex('hot_list_mail_sends').where({ iso_week: isoWeekOf(now) }).pluck('subscription_id')).toHaveLength(2);
  });

  it('next week lists only the entries new since, and a failed send is tried again by the next run', async () => {
    const nextWeek = new Date(Date.now() + 7 * DAY + 120_000);
    const fresh = await paidCandidate('Nia Newcomer');
    await ctx.knex('hot_list_entries').insert({ user_id: fresh.id, available: true, available_from: today(), roles: JSON.stringify(['nutritionist']), regions: JSON.stringify(['ae']), listed_at: new Date(nextWeek.getTime() - DAY), updated_at: new Date(nextWeek.getTime() - DAY) });
    const failing: Mailer = { send: async (message: MailMessage) => { if (message.to.includes('employer2')) throw new Error('relay down'); return ctx.mailer.send(message); } };
    const before = (await outbox()).length;
    expect(await weekly(nextWeek, failing)).toEqual({ sent: 1, empty: 0, skipped: 0, failed: 1 });
    const sent = (await outbox()).slice(0, (await outbox()).length - before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('New on the hot list this week: 1 candidate');
    expect(sent[0]!.text).toContain('Nia Newcomer');
    expect(sent[0]!.text).not.toContain('Bo Coach');
    expect(await weekly(new Date(nextWeek.getTime() + 60_000))).toEqual({ sent: 1, empty: 0, skipped: 1, failed: 0 });
    const arabic = (await outbox()).find((mail) => mail.to.includes('employer2') && mail.text.includes('Nia Newcomer'));
    expect(arabic?.subject).toBe('جديد القائمة الساخنة هذا الأسبوع: مرشح واحد');
    expect(isoWeekOf(new Date('2026-12-31T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekOf(new Date('2027-01-04T00:00:00Z'))).toBe('2027-W01');
  });
});
