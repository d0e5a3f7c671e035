/** Fills a path pattern's `:name` parts (API.webhookRedeliver has two). */
export const developerPath = (pattern: string, params: Record<string, number>): string =>
  pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
