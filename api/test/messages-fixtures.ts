import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { makeSamplePdf, makeSamplePng } from '@fj/seeds/sample-files';
import type { TestContext } from './helpers';
import { insertJob, userIdOf } from './apply-fixtures';
import { insertApplication } from './employer-fixtures';

export interface AttachedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart message as the web form sends it: the body field and one `files` part per file. */
export function messageMultipart(body: string, files: readonly AttachedFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fj-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${body}\r\n`)];
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const samplePdf = (name = 'contract.pdf'): AttachedFile => ({ filename: name, contentType: 'application/pdf', bytes: makeSamplePdf(['Trial schedule', name]) });
export const samplePng = (name = 'pitch.png'): AttachedFile => ({ filename: name, contentType: 'image/png', bytes: makeSamplePng(40, 30, [0, 120, 0], [255, 255, 255]) });

const employerIdOf = async (knex: Knex, ownerUsername: string): Promise<number> =>
  (await knex('employers as e').join('users as u', 'u.id', 'e.owner_user_id').where('u.username', ownerUsername).first('e.id')).id;

/** A signed-in account created for a test, with the demo password (its hash copied from the demo member). */
export async function insertAccount(knex: Knex, username: string, roles: string[], employerOwner: string | null): Promise<number> {
  const { password_hash } = await knex('users').where({ username: 'member' }).first('password_hash');
  const [row] = await knex('users')
    .insert({
      username,
      email: `${username}@example.com`,
      display_name: `Test ${username}`,
      first_name: 'Test',
      last_name: username,
      roles,
      profile_slug: `test-${username}`,
      password_hash,
      employer_id: employerOwner === null ? null : await employerIdOf(knex, employerOwner),
    })
    .returning('id');
  return Number((row as { id: number }).id);
}

/** A new organisation with its owner account (an inbox that starts empty, unlike the demo employers'). */
export async function insertEmployer(knex: Knex, username: string, name: string): Promise<number> {
  const ownerId = await insertAccount(knex, username, ['employer'], null);
  const [employer] = await knex('employers').insert({ owner_user_id: ownerId, name, slug: `test-${username}` }).returning('id');
  await knex('users').where({ id: ownerId }).update({ employer_id: Number((employer as { id: number }).id) });
  return ownerId;
}

/** A job of the demo employer with an application by the demo candidate: the conversation every matrix test uses. */
export async function candidateApplication(knex: Knex, title = 'Head of Academy Recruitment'): Promise<{ applicationId: number; jobId: number }> {
  const job = await insertJob(knex, { employer: 'employer', title });
  const applicationId = await insertApplication(knex, job.id, await userIdOf(knex, 'candidate'));
  return { applicationId, jobId: job.id };
}

/** Opens the application's thread as this caller and returns its id. */
export async function openThread(ctx: TestContext, token: string, applicationId: number): Promise<number> {
  const response = await ctx.inject({ method: 'POST', url: `/job-api/applications/${applicationId}/thread`, token });
  if (response.statusCode !== 200) throw new Error(`open thread failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

export async function post(ctx: TestContext, token: string, threadId: number, body: string) {
  const response = await ctx.inject({ method: 'POST', url: `/messages/threads/${threadId}`, token, payload: { body } });
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: number };
}
