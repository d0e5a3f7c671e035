/** One changed field of an audit row, for the screen: `field: from → to` (null where a side has no value). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects become dotted fields (`clubs.added`), so every change reads as one line of plain values. */
function flatten(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (!isPlainObject(value)) {
    if (prefix) into[prefix] = value;
    return into;
  }
  for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The fields whose value differs between before and after, in the order they first appear. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = flatten(before);
  const to = flatten(after);
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .map((field) => ({ field, from: from[field] ?? null, to: to[field] ?? null }));
}
