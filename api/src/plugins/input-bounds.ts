import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';
import { INT4_MAX } from '../lib/schemas';

/**
 * The one place that keeps input the database cannot hold away from it (docs/hardening.md, "Input bounds"):
 *
 * - Every integer or number in a request schema that declares no bound gets the int4 range, so `2147483648`,
 *   `1e308` or `9223372036854775808` is a 400 field error from the schema instead of a Postgres overflow.
 *   (Routes should say their real bounds with the helpers in lib/schemas.ts; this is the floor for the ones that don't.)
 * - A NUL character (`\u0000`) anywhere in the query, path parameters, body (keys and values) or headers is a 400
 *   naming the field: Postgres text cannot store it and answers 22021.
 */

const REQUEST_PARTS = ['querystring', 'params', 'body', 'headers'] as const;
type SchemaNode = Record<string, unknown>;

const isNumeric = (node: SchemaNode) => node.type === 'integer' || node.type === 'number';

/** A copy of a JSON schema with every unbounded number bounded to int4; shared sub-schemas are not mutated. */
export function boundNumbers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => boundNumbers(item)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as SchemaNode;
  // Keeps TypeBox's hidden (non-enumerable) markers hidden: ajv's strict mode refuses unknown keywords.
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(node)) as SchemaNode;
  for (const key of Object.keys(node)) copy[key] = boundNumbers(node[key]);
  if (isNumeric(node)) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INT4_MAX;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = -INT4_MAX;
  }
  return copy as T;
}

const NUL = '\u0000';
const MESSAGE = 'Must not contain a NUL character.';

/** The path of the first string (or object key) holding a NUL, or undefined. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return here.replaceAll(NUL, '\\0');
    const found = findNul(item, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws a 400 naming the first field that holds a NUL (query and path fields by name, body fields by path). */
export function rejectNul(request: Pick<FastifyRequest, 'query' | 'params' | 'body' | 'headers'>): void {
  const field = findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '') ?? findNul(request.headers, 'headers');
  if (field !== undefined) throw badRequest(`Invalid request: ${field || 'the body'} contains a NUL character.`, { [field || '_']: MESSAGE });
}

/** For a value read outside the schema (a multipart field): a 400 naming it when it holds a NUL. */
export function assertNoNul(value: string, field: string): string {
  if (value.includes(NUL)) throw badRequest(`Invalid request: ${field} contains a NUL character.`, { [field]: MESSAGE });
  return value;
}

async function inputBoundsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema = { ...route.schema } as Record<string, unknown>;
    for (const part of REQUEST_PARTS) if (schema[part]) schema[part] = boundNumbers(schema[part]);
    route.schema = schema;
  });
  // preValidation: after the policy check (preParsing) and body parsing, before ajv coerces or a handler reads.
  app.addHook('preValidation', async (request) => rejectNul(request));
}

export default fp(inputBoundsPlugin, { name: 'input-bounds', dependencies: ['errors'] });
