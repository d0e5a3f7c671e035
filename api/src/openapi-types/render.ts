import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the generated types are committed: shared, so the SPA, scripts and the examples import one copy. */
export const API_TYPES_FILE = fileURLToPath(new URL('../../../shared/src/generated/api-schema.ts', import.meta.url));

export const API_TYPES_COMMAND = 'pnpm gen:api-types';

const HEADER = [
  `// Generated from the API's /openapi.json by \`${API_TYPES_COMMAND}\` (api/src/openapi-types). Do not edit by hand:`,
  '// api/test/openapi-types.test.ts fails when this file no longer matches the routes.',
  '',
].join('\n');

/**
 * The TypeScript text of an OpenAPI document. Alphabetized so that the order routes are registered in never shows up
 * as a diff; the same document always renders to the same bytes.
 */
export async function renderApiTypes(spec: object): Promise<string> {
  const ast = await openapiTS(spec as OpenAPI3, { alphabetize: true, silent: true });
  return `${HEADER}\n${astToString(ast).trimEnd()}\n`;
}
