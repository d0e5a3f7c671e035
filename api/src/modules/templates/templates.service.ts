import type { Knex } from 'knex';
import { emailTemplateSchema, EMAIL_MERGE_FIELDS } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { validateForm } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import { ownEmployerId } from '../employers/employer-scope';
import { createEventsRepo } from '../events/events.repo';
import { renderTemplateMail } from '../pipeline';
import type { EmailTemplateRow, TemplatesRepo } from './templates.repo';

export const TEMPLATE_MESSAGES = {
  notFound: 'Email template not found',
  created: 'Template created',
  updated: 'Updated Successfully',
  deleted: 'Template deleted',
} as const;

/** Sample values for a preview when no application is named. */
export const PREVIEW_SAMPLE = { candidate_name: 'Alex Morgan', job_title: 'Head Coach' } as const;

const out = (row: EmailTemplateRow) => ({
  id: row.id,
  template_id: row.id,
  email_temp_name: row.email_temp_name,
  email_temp_subject: row.email_temp_subject,
  email_temp_for: row.email_temp_for,
  email_temp_details: row.email_temp_details,
  created: new Date(row.created_at).toISOString(),
  modified: new Date(row.updated_at).toISOString(),
});

export function createTemplatesService(deps: { db: Knex; repo: TemplatesRepo }) {
  const { repo } = deps;
  const events = createEventsRepo(deps.db);

  async function own(actor: Actor, id: number) {
    const row = await repo.findOwn(id, ownEmployerId(actor));
    if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
    return row;
  }

  return {
    /** Create (no template_id) or edit (template_id) a template of the caller's employer. */
    async save(actor: Actor, body: unknown) {
      const employerId = ownEmployerId(actor);
      const form = validateForm(emailTemplateSchema, body);
      const fields = {
        email_temp_name: form.email_temp_name,
        email_temp_subject: form.email_temp_subject,
        email_temp_for: form.email_temp_for,
        email_temp_details: sanitizeRichText(form.email_temp_details),
      };
      if (form.template_id !== undefined) {
        await own(actor, form.template_id);
        const row = await deps.db.transaction(async (trx) => {
          const updated = await repo.update(form.template_id!, fields, trx);
          await events.record({ actorUserId: actor.id, entity: 'email_template', entityId: updated.id, action: 'updated' }, trx);
          return updated;
        });
        return { created: false, message: TEMPLATE_MESSAGES.updated, data: out(row) };
      }
      const row = await deps.db.transaction(async (trx) => {
        const inserted = await repo.insert({ ...fields, employer_id: employerId, created_by_user_id: actor.id }, trx);
        await events.record({ actorUserId: actor.id, entity: 'email_template', entityId: inserted.id, action: 'created' }, trx);
        return inserted;
      });
      return { created: true, message: TEMPLATE_MESSAGES.created, data: out(row) };
    },

    async list(actor: Actor, query: { search?: string; purpose?: string; offset: number; limit: number }) {
      const { rows, total } = await repo.list(ownEmployerId(actor), query);
      return { data: rows.map(out), total };
    },

    details: async (actor: Actor, id: number) => out(await own(actor, id)),

    async remove(actor: Actor, id: number) {
      const row = await own(actor, id);
      await deps.db.transaction(async (trx) => {
        await repo.delete(id, trx);
        await events.record({ actorUserId: actor.id, entity: 'email_template', entityId: id, action: 'deleted', details: out(row) }, trx);
      });
      return { id };
    },

    /**
     * The template (a saved one, or the unsaved subject/details of the form) rendered with the merge fields: the
     * employer's name, a job of the employer when `job_id` is given, and a sample candidate name. It is rendered by
     * `renderTemplateMail`, the function that renders the e-mails sent, so the preview is what the candidate gets.
     */
    async preview(actor: Actor, input: { template_id?: number; email_temp_subject?: string; email_temp_details?: string; job_id?: number; candidate_name?: string; job_title?: string }) {
      const employerId = ownEmployerId(actor);
      const saved = input.template_id !== undefined ? await own(actor, input.template_id) : undefined;
      const jobTitle = input.job_id !== undefined ? await repo.ownJobTitle(input.job_id, employerId) : undefined;
      if (input.job_id !== undefined && jobTitle === undefined) throw notFound('Job not found');
      const values = {
        candidate_name: input.candidate_name?.trim() || PREVIEW_SAMPLE.candidate_name,
        job_title: jobTitle ?? (input.job_title?.trim() || PREVIEW_SAMPLE.job_title),
        company_name: await repo.employerName(employerId),
      };
      const mail = renderTemplateMail('preview@example.invalid', saved?.email_temp_subject ?? input.email_temp_subject ?? '', saved?.email_temp_details ?? input.email_temp_details ?? '', values);
      return { subject: mail.subject, html: mail.html, text: mail.text, mergeFields: [...EMAIL_MERGE_FIELDS], values };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
