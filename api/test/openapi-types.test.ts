import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '@fj/shared/generated/api-schema';
import { API_TYPES_COMMAND, API_TYPES_FILE, renderApiTypes } from '../src/openapi-types/render';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

/** The first line where two texts part, with a little context: a 1 MB string diff would drown the message. */
function firstDifference(expected: string, actual: string): string {
  const want = expected.split('\n');
  const have = actual.split('\n');
  const at = want.findIndex((line, index) => line !== have[index]);
  const line = at === -1 ? Math.min(want.length, have.length) : at;
  const around = (lines: string[]) => lines.slice(Math.max(0, line - 2), line + 3).join('\n');
  return `line ${line + 1}\n--- generated from the routes now:\n${around(want)}\n--- committed:\n${around(have)}`;
}

describe('generated API types (shared/src/generated/api-schema.ts)', () => {
  it('match the /openapi.json the API serves now', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const expected = await renderApiTypes(response.json());
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    if (committed !== expected) {
      expect.fail(`The committed API types are stale: run ${API_TYPES_COMMAND} and commit the file. First difference at ${firstDifference(expected, committed)}`);
    }
  });

  it('name every documented operation, so the typed client reaches each one', async () => {
    const spec = (await ctx.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const missing = Object.keys(spec.paths).filter((path) => !committed.includes(`    ${JSON.stringify(path)}: {`));
    expect(missing).toEqual([]);
    // A compile-time witness as well: a known path keyed in the generated `paths`.
    const profilePath: keyof paths = '/get-profile';
    expect(spec.paths[profilePath]).toBeDefined();
  });
});
