import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { validateWith } from '@fj/shared';

/** Thrown when a shared yup form schema rejects the input; the error plugin answers 422 with `errors`. */
export class FormRuleError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('Please correct the highlighted fields');
    this.name = 'FormRuleError';
  }
}

/** Runs the same yup schema formik runs in the browser and returns its cast value (trimmed, lower-cased…). */
export function validateForm<S extends ObjectSchema<AnyObject>>(schema: S, input: unknown): InferType<S> {
  const result = validateWith(schema, input);
  if (!result.ok) throw new FormRuleError(result.errors);
  return result.value;
}

/** What a field sent as null becomes before the form rules run: the field's own "empty". */
const emptyOf = (field: unknown): unknown => {
  const type = (field as { type?: string }).type;
  return type === 'string' ? '' : type === 'array' ? [] : null;
};

/**
 * The partial-update rule of `POST /update-profile` and `POST /update-player` (docs/api.md, "Partial updates"):
 * a field absent from the body is left as it is; a field sent as null or '' clears it (a list sent as null or []
 * empties it); a required field sent empty is a 422 naming it. `always` are fields validated even when absent
 * (the record's id). Answers the fields that were sent and their checked values.
 */
export function validatePartialUpdate<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: Record<string, unknown>,
  always: readonly string[] = [],
): { sent: string[]; values: Partial<InferType<S>> } {
  const sent = Object.keys(schema.fields).filter((field) => Object.prototype.hasOwnProperty.call(body, field) && !always.includes(field));
  const input: Record<string, unknown> = {};
  for (const field of always) input[field] = body[field];
  for (const field of sent) input[field] = body[field] === null ? emptyOf(schema.fields[field]) : body[field];
  return { sent, values: validateForm(schema.pick([...always, ...sent]), input) as Partial<InferType<S>> };
}
