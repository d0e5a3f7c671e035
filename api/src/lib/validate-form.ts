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
