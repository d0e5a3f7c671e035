import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@fj/seeds';
import { createTestContext, type TestContext } from './helpers';

/**
 * Everything of `employer` (Northbridge Athletic FC) walked with employer2, employer2's team and a candidate:
 * each call answers 403 or 404 and nothing changes.
 */
let ctx: TestContext;
const outsiders: Record<string, string> = {};

beforeAll(async () => {
  // Thousands of calls: the general per-IP rate limit is not what this test is about.
  ctx = await createTestContext({ limits: { rateLimitPerMinute: 1_000_000 } });
  for (const username of ['employer2', 'harbour-manager', 'harbour-member', 'candidate']) outsiders[username] = await ctx.login(username, DEMO_PASSWORD);
}, 120_000);
afterAll(async () => ctx?.close());

async function snapshot() {
  const employerId = (await ctx.knex('employers').where({ slug: 'northbridge-athletic-fc' }).first('id')).id;
  const [applications, notes, templates, team, jobs] = await Promise.all([
    ctx.knex('applications as a').join('jobs as j', 'j.id', 'a.job_id').where('j.employer_id', employerId).orderBy('a.id').select('a.id', 'a.status', 'a.updated_at'),
    ctx.knex('application_notes').where({ employer_id: employerId }).orderBy('id').select('id', 'body'),
    ctx.knex('email_templates').where({ employer_id: employerId }).orderBy('id').select('id', 'email_temp_name', 'updated_at'),
    ctx.knex('users').where({ employer_id: employerId }).orderBy('id').select('id', 'roles', 'email', 'token_version', 'deleted_at'),
    ctx.knex('jobs').where({ employer_id: employerId }).orderBy('id').select('id', 'status', 'title', 'modified_at'),
  ]);
  return { employerId, applications, notes, templates, team, jobs };
}

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };

async function expectRefusedForAll(calls: Call[]) {
  for (const [username, token] of Object.entries(outsiders)) {
    for (const call of calls) {
      const response = await ctx.inject({ ...call, token });
      expect([403, 404], `${username} ${call.method} ${call.url} ${JSON.stringify(call.payload ?? {})} → ${response.statusCode}`).toContain(response.statusCode);
    }
  }
}

describe("isolation of employer's records", () => {
  it('refuses every application, note, template, team member and job of another employer, and changes nothing', async () => {
    const before = await snapshot();
    expect(before.applications.length).toBeGreaterThan(50);
    expect(before.notes.length).toBeGreaterThan(0);
    expect(before.templates.length).toBeGreaterThan(0);
    expect(before.team.length).toBeGreaterThan(2);

    const pipelineJobs = [...new Set((await ctx.knex('applications as a').join('jobs as j', 'j.id', 'a.job_id').where('j.employer_id', before.employerId).pluck('j.id')) as number[])];
    await expectRefusedForAll(
      before.applications.flatMap(({ id }): Call[] => [
        { method: 'GET', url: `/job-api/get-job-application?id=${id}` },
        { method: 'GET', url: `/job-api/get-application-timeline?id=${id}` },
        { method: 'POST', url: '/job-api/take-action', payload: { id, status: 2, reason: 'not mine' } },
        { method: 'POST', url: '/job-api/add-note', payload: { id, note: 'sneaky' } },
      ]),
    );
    await expectRefusedForAll(
      pipelineJobs.flatMap((id): Call[] => [
        { method: 'GET', url: `/job-api/get-job-applications?id=${id}` },
        { method: 'GET', url: `/job-api/get-job-application-status-count?id=${id}` },
      ]),
    );
    // Bulk: one foreign id among the caller's own ones still refuses the whole action.
    const ownApplication = (await ctx.knex('applications as a').join('jobs as j', 'j.id', 'a.job_id').join('employers as e', 'e.id', 'j.employer_id').where('e.slug', 'harbour-city-united').where('a.status', 0).first('a.id')).id;
    const mixed = await ctx.inject({ method: 'POST', url: '/job-api/take-action', token: outsiders.employer2, payload: { ids: [ownApplication, before.applications[0]!.id], status: 1 } });
    expect(mixed.statusCode).toBe(404);
    expect((await ctx.knex('applications').where({ id: ownApplication }).first('status')).status).toBe(0);

    await expectRefusedForAll(before.notes.map(({ id }): Call => ({ method: 'POST', url: '/job-api/delete-note', payload: { id } })));
    await expectRefusedForAll(
      before.templates.flatMap(({ id }): Call[] => [
        { method: 'GET', url: `/get-template-details?template_id=${id}` },
        { method: 'POST', url: '/create-email-template', payload: { template_id: id, email_temp_name: 'x', email_temp_subject: 'x', email_temp_for: 'general', email_temp_details: 'x' } },
        { method: 'POST', url: '/delete-email-template', payload: { template_id: id } },
        { method: 'POST', url: '/preview-email-template', payload: { template_id: id } },
      ]),
    );
    await expectRefusedForAll(
      before.team.flatMap(({ id }): Call[] => [
        { method: 'GET', url: `/job-api/get-team-member-data?id=${id}` },
        { method: 'DELETE', url: `/job-api/team-member?id=${id}` },
        { method: 'POST', url: '/job-api/create-team-member', payload: { id, name: 'Taken Over', email: `taken-${id}@example.com`, role: 'team_manager' } },
      ]),
    );
    await expectRefusedForAll(
      before.jobs.flatMap(({ id }): Call[] => [
        { method: 'GET', url: `/job-api/get-job-detail?jobId=${id}` },
        { method: 'GET', url: `/job-api/update-job-post-status?jobId=${id}&status=closed` },
        { method: 'POST', url: '/job-api/submit-job', payload: { jobId: id, job_title: 'Taken over', job_cat: ['coaching-performance'], job_description: '<p>x</p>', job_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), job_type: 'full-time', jobLocation: [{ country: 'gb-eng', city: 'Leeds' }] } },
      ]),
    );

    expect(await snapshot()).toEqual(before);
    // The lists of outsiders never contain employer's records either.
    const templates = await ctx.inject({ method: 'GET', url: '/get-email-templates?limit=100', token: outsiders.employer2 });
    expect(templates.json().data.map((t: { id: number }) => t.id)).not.toEqual(expect.arrayContaining([before.templates[0]!.id]));
    const team = await ctx.inject({ method: 'GET', url: '/job-api/get-team-members?limit=100', token: outsiders['harbour-manager'] });
    expect(team.json().data.map((m: { email: string }) => m.email).sort()).toEqual(['harbour-manager@example.com', 'harbour-member@example.com']);
  }, 300_000);

  it('gives a team_member (no view_team_members) 403 on every team call', async () => {
    const member = await ctx.login('member');
    const managerId = (await ctx.knex('users').where({ username: 'manager' }).first('id')).id;
    for (const call of [
      { method: 'GET', url: '/job-api/get-team-members' },
      { method: 'GET', url: `/job-api/get-team-member-data?id=${managerId}` },
      { method: 'DELETE', url: `/job-api/team-member?id=${managerId}` },
      { method: 'POST', url: '/job-api/create-team-member', payload: { name: 'New One', email: 'new-one@example.com', role: 'team_member', password: 'Secret-pass-9', confirm_password: 'Secret-pass-9' } },
    ] as const) {
      expect((await ctx.inject({ ...call, token: member })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  it("stops a removed member's token at once", async () => {
    const token = await ctx.login('harbour-member');
    expect((await ctx.inject({ method: 'GET', url: '/job-api/get-jobs', token })).statusCode).toBe(200);
    const id = (await ctx.knex('users').where({ username: 'harbour-member' }).first('id')).id;
    const removed = await ctx.inject({ method: 'DELETE', url: `/job-api/team-member?id=${id}`, token: outsiders.employer2 });
    expect(removed.statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: '/job-api/get-jobs', token })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'POST', url: '/auth/token', payload: { username: 'harbour-member', password: DEMO_PASSWORD } })).statusCode).toBe(401);
  });
});
