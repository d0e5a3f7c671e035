import axios from 'axios';

/**
 * The API names a few fields differently from the forms (`priceMinor` is the price field, `title` the lesson's
 * `lessonTitle`): a refused save's field errors are moved to the form's names, so they show by their fields.
 */
export function withRenamedFieldErrors(error: unknown, renames: Record<string, string>): unknown {
  if (!axios.isAxiosError(error)) return error;
  const body = error.response?.data as { errors?: Record<string, string> } | undefined;
  if (!body?.errors) return error;
  body.errors = Object.fromEntries(Object.entries(body.errors).map(([name, message]) => [renames[name] ?? name, message]));
  return error;
}
