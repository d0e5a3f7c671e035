import { createHash } from 'node:crypto';
import { IMPORT_MAX_JOBS, IMPORT_REFERENCE_MAX_LENGTH, type ImportItemResult } from '@fj/shared';
import { badRequest, HttpError } from '../../../lib/http-error';
import { IMPORT_ITEM_FIELDS } from './job-import.schemas';

export const IMPORT_MESSAGES = {
  notAnObject: 'The body must be a JSON object: { "jobs": [ … ], "closeMissing": false }.',
  jobsList: 'Please send the jobs as a list.',
  closeMissing: 'Please send true or false.',
  tooMany: (count: number) =>
    `A feed holds at most ${IMPORT_MAX_JOBS.toLocaleString('en')} jobs; this one has ${count.toLocaleString('en')}. Send it in parts.`,
  itemNotObject: 'Each job must be a JSON object.',
  referenceNeeded: `Please give the job's reference in your own system (1 to ${IMPORT_REFERENCE_MAX_LENGTH} characters).`,
  duplicate: (position: number) => `This reference is already used by job ${position} of the feed; each job needs its own.`,
  fieldErrors: 'Please correct the fields named in errors.',
  raced: 'Another import saved a job with this reference at the same moment; send the feed again.',
} as const;

export interface Feed {
  items: unknown[];
  closeMissing: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's envelope. Items are read one by one later, so that one bad item refuses only itself. */
export function readFeed(body: unknown): Feed {
  if (!isPlainObject(body)) throw badRequest(IMPORT_MESSAGES.notAnObject, { jobs: IMPORT_MESSAGES.jobsList });
  if (!Array.isArray(body.jobs)) throw badRequest(IMPORT_MESSAGES.jobsList, { jobs: IMPORT_MESSAGES.jobsList });
  if (body.jobs.length > IMPORT_MAX_JOBS) throw new HttpError(413, IMPORT_MESSAGES.tooMany(body.jobs.length), { jobs: IMPORT_MESSAGES.tooMany(body.jobs.length) }, 'feed-too-large');
  if (body.closeMissing !== undefined && typeof body.closeMissing !== 'boolean') {
    throw badRequest(IMPORT_MESSAGES.closeMissing, { closeMissing: IMPORT_MESSAGES.closeMissing });
  }
  return { items: body.jobs, closeMissing: body.closeMissing === true };
}

/** JSON with object keys sorted at every level, so the same item always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Questions sent without an id get one derived from their text, so re-importing a job keeps the ids that
 * candidates' answers point at (submit-job would give them new random ones on every save).
 */
function withStableQuestionIds(questions: unknown): unknown {
  if (!Array.isArray(questions)) return questions;
  const used = new Set<string>();
  return questions.map((question) => {
    if (!isPlainObject(question) || (typeof question.id === 'string' && question.id !== '')) return question;
    const base = `q-${sha256(String(question.question ?? '')).slice(0, 12)}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { ...question, id };
  });
}

export type ReadItem =
  | { ok: true; reference: string; fingerprint: string; form: Record<string, unknown> }
  | { ok: false; result: ImportItemResult };

const refused = (reference: string, reason: string, errors?: Record<string, string>): ReadItem => ({
  ok: false,
  result: { reference, outcome: 'refused', jobId: null, reason, ...(errors ? { errors } : {}) },
});

/**
 * One item: its reference (a string, or a number as ATSs often use), the fingerprint of the fields the import
 * reads, and the submit-job form body. `seen` maps references already read to their 1-based position.
 */
export function readItem(item: unknown, position: number, seen: Map<string, number>): ReadItem {
  if (!isPlainObject(item)) return refused('', IMPORT_MESSAGES.itemNotObject);
  const raw = typeof item.reference === 'number' && Number.isFinite(item.reference) ? String(item.reference) : item.reference;
  const reference = typeof raw === 'string' ? raw.trim() : '';
  if (reference === '' || reference.length > IMPORT_REFERENCE_MAX_LENGTH) {
    return refused(typeof raw === 'string' ? raw.slice(0, IMPORT_REFERENCE_MAX_LENGTH) : '', IMPORT_MESSAGES.fieldErrors, { reference: IMPORT_MESSAGES.referenceNeeded });
  }
  const earlier = seen.get(reference);
  if (earlier !== undefined) return refused(reference, IMPORT_MESSAGES.duplicate(earlier), { reference: IMPORT_MESSAGES.duplicate(earlier) });
  seen.set(reference, position);

  const fields: Record<string, unknown> = {};
  for (const field of IMPORT_ITEM_FIELDS) if (item[field] !== undefined) fields[field] = item[field];
  fields.reference = reference;
  const fingerprint = sha256(canonicalJson(fields));
  const { reference: _reference, ...form } = fields;
  if (form.screening_questions !== undefined) form.screening_questions = withStableQuestionIds(form.screening_questions);
  return { ok: true, reference, fingerprint, form };
}
