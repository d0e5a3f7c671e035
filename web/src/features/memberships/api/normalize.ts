/** Readers for the API's JSON: numbers may arrive as strings (Postgres bigint/numeric), names in camel or snake case. */
export type Raw = Record<string, unknown>;

export const isRaw = (value: unknown): value is Raw => !!value && typeof value === 'object' && !Array.isArray(value);

/** The first of `keys` present on `raw` (camelCase first, then the snake_case column name). */
export function pick(raw: Raw, ...keys: string[]): unknown {
  for (const key of keys) if (raw[key] !== undefined && raw[key] !== null) return raw[key];
  return undefined;
}

export function num(value: unknown, fallback = 0): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function strOrNull(value: unknown): string | null {
  const text = str(value);
  return text ? text : null;
}

export function bool(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

export function rawList(value: unknown): Raw[] {
  return Array.isArray(value) ? value.filter(isRaw) : [];
}
