import { Type } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, Id as IdSchema, PagingFields } from '../../lib/schemas';

const Id = IdSchema();

/** Shape only; the form rules (required fields, purposes) are the shared emailTemplateSchema (422). */
export const SaveTemplateBody = RequestObject({
  template_id: Type.Optional(Id),
  email_temp_name: Type.Optional(Str(240)),
  email_temp_subject: Type.Optional(Str(400)),
  email_temp_for: Type.Optional(Str(80)),
  email_temp_details: Type.Optional(Str(40_000)),
});

export const TemplatesQuery = RequestObject({
  search: Type.Optional(Str(120)),
  email_temp_for: Type.Optional(Str(40)),
  ...PagingFields({ default: 20 }),
  ...SkipCacheQuery,
});

export const TemplateIdQuery = RequestObject({ template_id: Id, ...SkipCacheQuery });
export const TemplateIdBody = RequestObject({ template_id: Id });

export const PreviewBody = RequestObject({
  template_id: Type.Optional(Id),
  email_temp_subject: Type.Optional(Str(400)),
  email_temp_details: Type.Optional(Str(40_000)),
  job_id: Type.Optional(Id),
  candidate_name: Type.Optional(Str(100)),
  job_title: Type.Optional(Str(200, { description: 'A sample job title when no job_id is given' })),
});

const Template = Type.Object({
  id: Type.Integer(),
  template_id: Type.Integer(),
  email_temp_name: Type.String(),
  email_temp_subject: Type.String(),
  email_temp_for: Type.String(),
  email_temp_details: Type.String(),
  created: Type.String(),
  modified: Type.String(),
});

export const TemplateResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: Template });
export const TemplatesResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Template), total: Type.Integer() });
export const DeletedResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Type.Object({ id: Type.Integer() }) });
export const PreviewResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    subject: Type.String(),
    html: Type.String(),
    text: Type.String(),
    mergeFields: Type.Array(Type.String()),
    values: Type.Object({ candidate_name: Type.String(), job_title: Type.String(), company_name: Type.String() }),
  }),
});
