import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let employer: string;

beforeAll(async () => {
  ctx = await createTestContext();
  employer = await ctx.login('employer');
}, 120_000);
afterAll(async () => ctx?.close());

describe('email templates', () => {
  it('creates, edits, lists, previews with merge fields and deletes', async () => {
    const created = await ctx.inject({
      method: 'POST', url: '/create-email-template', token: employer,
      payload: { email_temp_name: 'Polite no', email_temp_subject: 'About {job_title}', email_temp_for: 'rejection', email_temp_details: '<p>Dear {candidate_name}, thanks from {company_name}.</p><script>x</script>' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.email_temp_details).not.toContain('<script>');

    const edited = await ctx.inject({ method: 'POST', url: '/create-email-template', token: employer, payload: { template_id: id, email_temp_name: 'Polite no (v2)', email_temp_subject: 'About {job_title}', email_temp_for: 'rejection', email_temp_details: 'Dear {candidate_name}' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.email_temp_name).toBe('Polite no (v2)');

    const invalid = await ctx.inject({ method: 'POST', url: '/create-email-template', token: employer, payload: { email_temp_name: '', email_temp_subject: 'x', email_temp_for: 'nonsense', email_temp_details: 'x' } });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email_temp_for', 'email_temp_name']);

    const list = await ctx.inject({ method: 'GET', url: '/get-email-templates', token: employer });
    expect(list.json().data.map((t: { id: number }) => t.id)).toContain(id);
    expect(list.json().total).toBe(list.json().data.length);

    const preview = await ctx.inject({ method: 'POST', url: '/preview-email-template', token: employer, payload: { email_temp_subject: 'About {job_title}', email_temp_details: 'Dear {candidate_name}, from {company_name}', candidate_name: '<b>Jo</b>' } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.subject).toBe('About Head Coach');
    expect(preview.json().data.html).toContain('Dear &lt;b&gt;Jo&lt;/b&gt;, from Northbridge Athletic FC');

    const details = await ctx.inject({ method: 'GET', url: `/get-template-details?template_id=${id}`, token: employer });
    expect(details.json().data.email_temp_subject).toBe('About {job_title}');
    const deleted = await ctx.inject({ method: 'POST', url: '/delete-email-template', token: employer, payload: { template_id: id } });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: `/get-template-details?template_id=${id}`, token: employer })).statusCode).toBe(404);
  });
});

describe('team members', () => {
  it('two requests adding the same new e-mail at once: one member is created, the other answers 409 with the field error', async () => {
    const payload = { name: 'Twin Scout', email: 'twin@example.com', role: 'team_member', password: 'Secret-pass-9', confirm_password: 'Secret-pass-9' };
    const answers = await Promise.all([1, 2, 3].map(() => ctx.inject({ method: 'POST', url: '/job-api/create-team-member', token: employer, payload })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().errors.email).toMatch(/already exists/);
    expect(Number((await ctx.knex('users').where({ email: 'twin@example.com' }).count<{ count: string }[]>({ count: '*' }))[0]!.count)).toBe(1);
  });

  it('adds a member who logs in and acts for the employer; editing the role revokes its tokens; removal stops its token at once', async () => {
    const created = await ctx.inject({
      method: 'POST', url: '/job-api/create-team-member', token: employer,
      payload: { name: 'Terry Scout', email: 'terry@example.com', role: 'team_member', password: 'Secret-pass-9', confirm_password: 'Secret-pass-9' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.permissions).toEqual(['view_jobs', 'manage_jobs']);

    const mismatch = await ctx.inject({ method: 'POST', url: '/job-api/create-team-member', token: employer, payload: { name: 'X', email: 'x@example.com', role: 'team_member', password: 'Secret-pass-9', confirm_password: 'other' } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.confirm_password).toBeDefined();
    const duplicate = await ctx.inject({ method: 'POST', url: '/job-api/create-team-member', token: employer, payload: { name: 'X', email: 'terry@example.com', role: 'team_member', password: 'Secret-pass-9', confirm_password: 'Secret-pass-9' } });
    expect(duplicate.statusCode).toBe(409);

    const memberToken = await ctx.login('terry@example.com', 'Secret-pass-9');
    const jobs = await ctx.inject({ method: 'GET', url: '/job-api/get-jobs?status=active', token: memberToken });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json().total).toBeGreaterThan(0);
    expect((await ctx.inject({ method: 'GET', url: '/job-api/get-team-members', token: memberToken })).statusCode).toBe(403);

    const list = await ctx.inject({ method: 'GET', url: '/job-api/get-team-members', token: employer });
    expect(list.json().data.map((m: { email: string }) => m.email)).toEqual(expect.arrayContaining(['manager@example.com', 'member@example.com', 'terry@example.com']));

    const promoted = await ctx.inject({ method: 'POST', url: '/job-api/create-team-member', token: employer, payload: { id, name: 'Terry Scout', email: 'terry@example.com', role: 'team_manager', password: '' } });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.role).toBe('team_manager');
    expect((await ctx.inject({ method: 'GET', url: '/get-profile', token: memberToken })).statusCode).toBe(401);

    const managerToken = await ctx.login('terry@example.com', 'Secret-pass-9');
    expect((await ctx.inject({ method: 'GET', url: '/job-api/get-team-members', token: managerToken })).statusCode).toBe(200);

    const removed = await ctx.inject({ method: 'DELETE', url: `/job-api/team-member?id=${id}`, token: employer });
    expect(removed.statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: '/job-api/get-jobs', token: managerToken })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url: `/job-api/get-team-member-data?id=${id}`, token: employer })).statusCode).toBe(404);
  });
});
