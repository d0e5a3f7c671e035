import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from '../src/modules/alerts';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let candidate: string;

const valid = { alert_name: 'Coaching roles', alert_email: 'Casey@Example.com ', alert_frequency: 7, alert_category: 'coaching-performance' };
const save = (token: string, payload: object) => ctx.inject({ method: 'POST', url: '/save-job-alerts', token, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  // A fresh account: the demo candidate has seeded alerts.
  candidate = (await registerCandidate(ctx)).token;
});
afterAll(async () => {
  await ctx?.close();
});

describe('job alerts', () => {
  it('creates, lists, edits and deletes an own alert', async () => {
    const created = await save(candidate, valid);
    expect(created.statusCode).toBe(200);
    const alert = created.json().data;
    expect(alert).toMatchObject({
      alert_name: 'Coaching roles',
      alert_email: 'casey@example.com',
      alert_frequency: 7,
      alert_frequency_label: 'Weekly',
      alert_category: 'coaching-performance',
      alert_category_label: 'Coaching & Performance',
      lastSent: null,
    });

    const edited = await save(candidate, { ...valid, id: alert.id, alert_frequency: '12', alert_name: 'Yearly coaching' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: alert.id, alert_frequency: 12, alert_frequency_label: 'Yearly', alert_name: 'Yearly coaching' });

    const list = await ctx.inject({ method: 'GET', url: '/get-my-job-alerts?skip_cache=1', token: candidate });
    expect(list.json()).toMatchObject({ success: true, total: 1, data: [{ id: alert.id, alert_name: 'Yearly coaching' }] });

    const deleted = await ctx.inject({ method: 'GET', url: `/delete-my-job-alerts?id=${alert.id}`, token: candidate });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Job alert deleted.' });
    expect((await ctx.inject({ method: 'GET', url: '/get-my-job-alerts', token: candidate })).json()).toMatchObject({ total: 0, data: [] });
    expect(await ctx.knex('events').where({ entity: 'job_alert', entity_id: String(alert.id) }).pluck('action')).toEqual(['created', 'deleted']);
  });

  it('answers 422 with a message under every missing or wrong field (§5: all required)', async () => {
    const empty = await save(candidate, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      alert_name: 'This field is required.',
      alert_email: 'This field is required.',
      alert_frequency: 'This field is required.',
      alert_category: 'This field is required.',
    });
    const before = await ctx.knex('job_alerts').count<{ count: string }[]>({ count: '*' }).first();
    const wrong = await save(candidate, { alert_name: 'x', alert_email: 'not-an-email', alert_frequency: 3, alert_category: 'cooking' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      alert_email: 'Please enter a valid email address.',
      alert_frequency: 'Please choose how often to receive the alert.',
      alert_category: 'Please choose a job category from the list.',
    });
    expect(await ctx.knex('job_alerts').count<{ count: string }[]>({ count: '*' }).first()).toEqual(before);
  });

  it("never lets anyone see, edit or delete another account's alert", async () => {
    const mine = (await save(candidate, valid)).json().data;
    const other = await ctx.login('employer');
    expect((await ctx.inject({ method: 'GET', url: `/delete-my-job-alerts?id=${mine.id}`, token: other })).statusCode).toBe(404);
    expect((await save(other, { ...valid, id: mine.id, alert_name: 'Taken over' })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: '/get-my-job-alerts', token: other })).json()).toMatchObject({ total: 0 });
    expect(await ctx.knex('job_alerts').where({ id: mine.id }).first()).toMatchObject({ alert_name: 'Coaching roles' });
    expect((await ctx.inject({ method: 'GET', url: '/get-my-job-alerts' })).statusCode).toBe(401);
  });

  it('unsubscribes with the signed link of the email, and refuses a forged one', async () => {
    const mine = (await save(candidate, { ...valid, alert_name: 'To unsubscribe' })).json().data;
    const tokens = createUnsubscribeTokens(ctx.settings.jwtSecret);
    const owner = (await ctx.knex('job_alerts').where({ id: mine.id }).first()).user_id;
    const forged = createUnsubscribeTokens('another-secret-entirely-another-secret').sign(mine.id, owner);
    const refused = await ctx.inject({ method: 'GET', url: `/unsubscribe-job-alert?token=${encodeURIComponent(forged)}` });
    expect(refused.statusCode).toBe(422);
    expect((await ctx.inject({ method: 'GET', url: '/unsubscribe-job-alert?token=garbage' })).statusCode).toBe(422);
    expect(await ctx.knex('job_alerts').where({ id: mine.id })).toHaveLength(1);

    const url = `/unsubscribe-job-alert?token=${encodeURIComponent(tokens.sign(mine.id, owner))}`;
    const done = await ctx.inject({ method: 'GET', url });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'You are unsubscribed from this job alert.' });
    expect(await ctx.knex('job_alerts').where({ id: mine.id })).toHaveLength(0);
    expect((await ctx.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
