/** The settings every example reads from the environment, with the message a person needs when one is missing. */
export function requiredEnv(name: string, what: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`Set ${name} (${what}).`);
    process.exit(2);
  }
  return value;
}

/** The API's origin: FJ_API_URL, e.g. https://api.example.com (http://localhost:4000 with `pnpm start`). */
export const apiUrl = (): string => requiredEnv('FJ_API_URL', 'the API origin, e.g. http://localhost:4000');

/** An API key created under Settings → Developers (or POST /api-keys): FJ_API_KEY=fj_… */
export const apiKey = (): string => requiredEnv('FJ_API_KEY', 'an API key, fj_…, created under Settings → Developers');

/** The API's error envelope as a line a person can act on: its message, then any field errors. */
export function describeError(status: number, error: unknown): string {
  const body = (error ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
  const message = typeof body.message === 'string' ? body.message : 'no message';
  const fields = body.errors ? Object.entries(body.errors).map(([field, text]) => `${field}: ${String(text)}`) : [];
  return [`HTTP ${status}: ${message}`, ...fields.map((line) => `  ${line}`)].join('\n');
}
