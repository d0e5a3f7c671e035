import { IMPORT_MAX_JOBS, IMPORT_REFERENCE_MAX_LENGTH } from '@fj/shared';
import { Type } from 'typebox';
import { Str } from '../../../lib/schemas';
import { SubmitJobBody } from '../jobs.schemas';

// The submit-job fields an imported job may carry. Not: jobId (the reference finds the job), employerId and
// employerName (it is always the caller's employer), and the form's own `reference` (where the job was advertised):
// in a feed `reference` is the employer's id of the job in their ATS.
const { jobId: _jobId, employerId: _employerId, employerName: _employerName, reference: _advertisedOn, ...submitFields } = SubmitJobBody.properties;

export const ImportJobItem = Type.Object(
  {
    reference: Str(IMPORT_REFERENCE_MAX_LENGTH, { minLength: 1, description: "The job's id in the employer's own system (ATS); the import upserts by it" }),
    ...submitFields,
  },
  { description: 'One job: the fields of POST /job-api/submit-job, with the same rules, plus its reference' },
);

/** The fields of an item the import reads (and fingerprints); anything else in an item is ignored. */
export const IMPORT_ITEM_FIELDS: readonly string[] = Object.keys(ImportJobItem.properties);

export const ImportJobsBody = Type.Object({
  jobs: Type.Array(ImportJobItem, { maxItems: IMPORT_MAX_JOBS, description: `At most ${IMPORT_MAX_JOBS} jobs (413 above)` }),
  closeMissing: Type.Optional(Type.Boolean({ description: "Close the employer's imported jobs whose reference is not in this feed" })),
});

const OUTCOMES = ['created', 'updated', 'unchanged', 'closed', 'refused'] as const;
const Outcome = Type.Union(OUTCOMES.map((outcome) => Type.Literal(outcome)));

const ItemResult = Type.Object({
  reference: Type.String({ description: 'The item\'s reference as sent ("" when it had none)' }),
  outcome: Outcome,
  jobId: Type.Union([Type.Integer(), Type.Null()], { description: 'The job (null when a new item was refused)' }),
  reason: Type.Optional(Type.String({ description: 'Why it was refused' })),
  errors: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Field errors, keyed like the submit form' })),
});

export const ImportJobsResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    counts: Type.Object(Object.fromEntries(OUTCOMES.map((outcome) => [outcome, Type.Integer()])) as Record<(typeof OUTCOMES)[number], ReturnType<typeof Type.Integer>>),
    results: Type.Array(ItemResult, {
      description: 'results[i] answers jobs[i]; then one "closed" entry per job closed for missing from the feed',
    }),
  }),
});
