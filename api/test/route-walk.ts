import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { ROLE_NAMES, hasPermission, type Permission } from '@fj/shared';
import type { CatalogEntry } from '../src/plugins/auth';
import type { RoutePolicy } from '../src/plugins/policy-types';

/**
 * Walks the app's own route table (app.routeCatalog: method, url, declared policy, request schema), so the
 * generated tests cover routes added later without a hand-written list.
 */

/** A JSON schema node as TypeBox writes it (only the keys these tests read). */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  additionalProperties?: SchemaNode | boolean;
  patternProperties?: Record<string, SchemaNode>;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  description?: string;
  consumes?: string[];
}

export interface RouteSchema {
  querystring?: SchemaNode;
  params?: SchemaNode;
  body?: SchemaNode;
  consumes?: string[];
  summary?: string;
  description?: string;
}

export interface WalkedRoute {
  method: string;
  url: string;
  policy: RoutePolicy;
  schema: RouteSchema;
}

/** Every route a client can call: the CORS preflight (`OPTIONS *`) is @fastify/cors's, not ours. */
export function walkableRoutes(app: FastifyInstance): WalkedRoute[] {
  return app.routeCatalog
    .filter((route: CatalogEntry) => !(route.method === 'OPTIONS' && route.url === '*'))
    .map((route) => ({ method: route.method, url: route.url, policy: route.policy, schema: (route.schema ?? {}) as RouteSchema }));
}

/** A caller: a visitor (no token) or a signed-in account holding one role. */
export interface Caller {
  role: string;
  roles: string[];
  username?: string;
  token?: string;
  /** A fresh token after a call ended this caller's session (logout, password change). */
  refresh?: () => Promise<string>;
}

/** Demo seed accounts (seeds/demo-accounts.ts) that hold exactly one role each, with their data. */
const DEMO_ACCOUNT_FOR_ROLE: Record<string, string> = {
  candidate: 'candidate',
  employer: 'employer',
  team_manager: 'manager',
  team_member: 'member',
  administrator: 'admin',
  datascout: 'scout',
  content_editor: 'editor',
};

/**
 * One caller per role in shared ROLE_NAMES (a new role is covered automatically): the demo account where the
 * seed has one, otherwise a fresh account created with just that role.
 */
export async function callersForEveryRole(app: FastifyInstance, knex: Knex, login: (username: string) => Promise<string>): Promise<Caller[]> {
  const callers: Caller[] = [{ role: 'visitor', roles: [] }];
  // After a call ends a session (logout bumps token_version), a token for the current version is minted: signing in
  // again would cost an argon2 hash per call.
  const refresher = (id: number, role: string) => async () => {
    const user = await knex('users').where({ id }).first('token_version', 'profile_slug', 'display_name');
    return app.issueToken({ id, profile: user.profile_slug ?? '', displayName: user.display_name ?? role, roles: [role], tv: user.token_version });
  };
  for (const role of ROLE_NAMES) {
    if (role === 'visitor') continue;
    const demo = DEMO_ACCOUNT_FOR_ROLE[role];
    if (demo) {
      const { id } = await knex('users').where({ username: demo }).first('id');
      callers.push({ role, roles: [role], username: demo, token: await login(demo), refresh: refresher(id, role) });
      continue;
    }
    const username = `walk-${role.replace(/_/g, '-')}`;
    const [user] = await knex('users')
      .insert({ username, email: `${username}@example.com`, password_hash: 'x', display_name: `Walk ${role}`, roles: [role], profile_slug: username })
      .returning(['id', 'token_version']);
    const refresh = refresher(user.id, role);
    callers.push({ role, roles: [role], username, token: await refresh(), refresh });
  }
  return callers;
}

/** What a route's declared policy lets this caller do; derived from the same declaration auth.ts enforces. */
export type Expectation = 'allowed' | 'unauthorized' | 'forbidden';

export function expectationFor(policy: RoutePolicy, caller: Caller): Expectation {
  if (policy === 'public') return 'allowed';
  if (!caller.token) return 'unauthorized';
  if (policy === 'authenticated') return 'allowed';
  if ('roles' in policy) return policy.roles.some((role) => caller.roles.includes(role)) ? 'allowed' : 'forbidden';
  return hasPermission(caller.roles, policy.permission as Permission) ? 'allowed' : 'forbidden';
}

const pick = <T>(node: SchemaNode, use: (branch: SchemaNode) => T): T => {
  const branches = node.anyOf ?? node.oneOf ?? [];
  const nonNull = branches.find((branch) => branch.type !== 'null') ?? branches[0];
  return use(nonNull);
};

const typeOf = (node: SchemaNode): string | undefined => (Array.isArray(node.type) ? node.type.find((type) => type !== 'null') : node.type);

const sampleString = (node: SchemaNode): string => {
  if (node.format === 'email') return 'walker@example.com';
  if (node.format === 'date') return '2026-01-15';
  if (node.format === 'date-time') return '2026-01-15T10:00:00Z';
  if (node.format === 'uri' || node.format === 'url') return 'https://example.com/x';
  if (node.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const length = Math.max(node.minLength ?? 1, 1);
  return 'a'.repeat(Math.min(length, node.maxLength ?? length));
};

/** A plausible valid value for a schema node, so a hostile value in one field is not rejected for another field. */
export function sampleValue(node: SchemaNode | undefined, depth = 0): unknown {
  if (!node || depth > 6) return undefined;
  if (node.default !== undefined) return node.default;
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum[0];
  if (node.examples?.length) return node.examples[0];
  if (node.anyOf || node.oneOf) return pick(node, (branch) => sampleValue(branch, depth + 1));
  switch (typeOf(node)) {
    case 'string':
      return sampleString(node);
    case 'integer':
    case 'number':
      return Math.min(Math.max(node.minimum ?? 1, 1), node.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array':
      return node.minItems ? Array.from({ length: node.minItems }, () => sampleValue(node.items, depth + 1)) : [];
    case 'object':
      return sampleObject(node, depth + 1);
    default:
      return undefined;
  }
}

/** The required properties of an object schema, each with a sample value. */
export function sampleObject(node: SchemaNode | undefined, depth = 0): Record<string, unknown> {
  const branch = (node?.anyOf ?? node?.oneOf)?.find((one) => one.type === 'object');
  if (branch) return sampleObject(branch, depth);
  const result: Record<string, unknown> = {};
  for (const name of node?.required ?? []) {
    const value = sampleValue(node?.properties?.[name], depth);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/** Field paths of an object schema (top level and nested objects), for placing one hostile value at a time. */
export function fieldPaths(node: SchemaNode | undefined, prefix: string[] = [], depth = 0): string[][] {
  const paths: string[][] = [];
  // A union body (anyOf of objects): the fields of every branch.
  const properties = Object.assign({}, ...[...(node?.anyOf ?? node?.oneOf ?? []), node ?? {}].map((one) => one.properties ?? {})) as Record<string, SchemaNode>;
  for (const [name, child] of Object.entries(properties)) {
    const path = [...prefix, name];
    paths.push(path);
    const objectChild = child.anyOf ? child.anyOf.find((branch) => branch.type === 'object') : child;
    if (depth < 2 && objectChild?.type === 'object') paths.push(...fieldPaths(objectChild, path, depth + 1));
  }
  return paths;
}

/** A copy of `base` with `value` at `path`, creating the objects on the way. */
export function withValueAt(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let cursor: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof cursor[key] !== 'object' || cursor[key] === null || Array.isArray(cursor[key])) cursor[key] = {};
    cursor = cursor[key] as Record<string, unknown>;
  }
  cursor[path[path.length - 1]] = value;
  return copy;
}

/** The route's path with each `:param` (and a wildcard) filled from `params`. */
export function fillPath(url: string, params: Record<string, unknown>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '1')))
    .replace(/\*$/, 'x');
}

/** A query string of the given values (arrays repeat the key, as browsers and ajv's array coercion expect). */
export function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const one of [value].flat()) search.append(name, typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const routeLabel = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Paths of every string in a request schema that can be longer than a column: a string with neither `maxLength` nor a
 * fixed set of values (`enum`, `const`), at any depth (properties, array items, unions, records).
 */
export function unboundedStrings(node: SchemaNode | undefined, path: string, depth = 0): string[] {
  if (!node || depth > 12) return [];
  const found: string[] = [];
  const types = [node.type].flat();
  if (types.includes('string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined) found.push(path || '(root)');
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) found.push(...unboundedStrings(branch, path, depth + 1));
  for (const [name, child] of Object.entries(node.properties ?? {})) found.push(...unboundedStrings(child, path ? `${path}.${name}` : name, depth + 1));
  for (const [pattern, child] of Object.entries(node.patternProperties ?? {})) found.push(...unboundedStrings(child, `${path}[${pattern}]`, depth + 1));
  if (typeof node.additionalProperties === 'object') found.push(...unboundedStrings(node.additionalProperties, `${path}[*]`, depth + 1));
  for (const item of [node.items ?? []].flat()) found.push(...unboundedStrings(item, `${path}[]`, depth + 1));
  return [...new Set(found)];
}

/**
 * For each string of a schema that has a `maxLength` (and no fixed values or format), a valid sample of the whole
 * schema with that one string at exactly its `maxLength`: a column shorter than the schema's bound then shows up as
 * the database's safety net (`invalid-value`) instead of a field error. Descends into objects, unions and arrays.
 */
export function longestStringSamples(node: SchemaNode | undefined, depth = 0): { path: string; value: unknown }[] {
  if (!node || depth > 8) return [];
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return branches.filter((branch) => branch.type !== 'null').flatMap((branch) => longestStringSamples(branch, depth + 1));
  const join = (head: string, tail: string) => (tail ? `${head}.${tail}` : head);
  switch (typeOf(node)) {
    case 'string':
      return node.maxLength !== undefined && node.enum === undefined && node.const === undefined && node.format === undefined
        ? [{ path: '', value: 'x'.repeat(node.maxLength) }]
        : [];
    case 'array':
      return Array.isArray(node.items) ? [] : longestStringSamples(node.items, depth + 1).map(({ path, value }) => ({ path: join('[]', path), value: [value] }));
    case 'object': {
      const base = sampleObject(node, depth);
      return Object.entries(node.properties ?? {}).flatMap(([name, child]) =>
        longestStringSamples(child, depth + 1).map(({ path, value }) => ({ path: join(name, path), value: { ...base, [name]: value } })),
      );
    }
    default:
      return [];
  }
}
