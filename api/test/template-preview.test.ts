import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderTemplateMail } from '../src/modules/pipeline';
import { createTestContext, type TestContext } from './helpers';

/** The e-mail template preview is the e-mail sent: same renderer, sanitised HTML, the organisation's real name. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

it("fills {company_name} with the employer organisation's name (not the signed-in person's) and renders sanitised HTML as sent", async () => {
  const manager = await ctx.knex('users as u').join('employers as e', 'e.id', 'u.employer_id').where('u.username', 'manager').first('u.display_name', 'e.name');
  expect(manager.display_name).not.toBe(manager.name);
  const details = '<p>Dear {candidate_name},</p><p>thank you from <strong>{company_name}</strong>.</p><script>alert(1)</script>';
  const response = await ctx.inject({
    method: 'POST', url: '/preview-email-template', token: await ctx.login('manager'),
    payload: { email_temp_subject: 'About {job_title}', email_temp_details: details, candidate_name: 'Sam Keeper', job_title: 'Kit Manager' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const preview = response.json().data;
  expect(preview.values).toEqual({ candidate_name: 'Sam Keeper', job_title: 'Kit Manager', company_name: manager.name });
  expect(preview.subject).toBe('About Kit Manager');
  expect(preview.html).toContain(`<strong>${manager.name}</strong>`);
  expect(preview.html).not.toContain('<script>');
  expect(preview.html).toBe(renderTemplateMail('x@example.invalid', 'About {job_title}', details, preview.values).html);
});
