import type { FastifyInstance } from 'fastify';
import { API, withQuery, type Locale, type RouteName } from '@fj/shared';
import { jsonLdScript } from '../page-meta/html';

/** One GET on the API as a visitor without a session would make it: its JSON body on 200, else undefined. */
export type ReadApi = (url: string, locale: Locale) => Promise<unknown>;

/** The API's own routes answer, in this process (same handlers, serialisation and rules as over HTTP). */
export function readApiAnonymously(app: FastifyInstance): ReadApi {
  return async (url, locale) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': locale } });
    return response.statusCode === 200 ? (response.json() as unknown) : undefined;
  };
}

/**
 * The API read a route's first render waits for, by the URL the SPA requests it with (shared `API` and
 * `withQuery`, as web/src/features/jobs/api/job-detail-by-slug.ts does): a job page's detail.
 */
export function firstReadOf(route: RouteName, params: Readonly<Record<string, string>>): string | undefined {
  if (route === 'job' && params.slug) return withQuery(API.jobDetailBySlug, { slug: params.slug });
  return undefined;
}

export const INLINE_API_ELEMENT_ID = 'fj-inline-api';

/**
 * `<script type="application/json" id="fj-inline-api">{url: answer}</script>`: data, never run (so the CSP allows
 * it); `<`, `>`, `&` and U+2028/9 are \u escapes, so text in the answer cannot end the element.
 */
export function inlineApiScript(answers: Record<string, unknown>): string {
  return jsonLdScript(answers).replace('<script type="application/ld+json">', `<script type="application/json" id="${INLINE_API_ELEMENT_ID}">`);
}
