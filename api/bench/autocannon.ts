/** One autocannon run (its own process, so it does not share the API's event loop), as `pnpm bench` reports it. */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { administratorToken, employerApiKey, employerToken, learnerToken, type BenchApp } from './bench-app';
import type { BenchRoute } from './routes';

const run = promisify(execFile);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

export interface Result {
  name: string;
  /** req/s of the trivial route measured just before this one (the ratio's denominator). */
  trivialRequestsPerSecond?: number;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function autocannon(baseUrl: string, name: string, path: string, headers: string[], seconds = DURATION_SECONDS): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headerArgs = headers.flatMap((header) => ['-H', header]);
  const { stdout } = await run(process.execPath, [cli, '-c', String(CONNECTIONS), '-d', String(seconds), ...headerArgs, '-j', `${baseUrl}${path}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return { name, path, requestsPerSecond: report.requests.average, p50: report.latency.p50, p99: report.latency.p99, errors: report.errors, non2xx: report.non2xx };
}

/** The `authorization` header of each kind of caller the routes name, made once per benchmark database. */
export async function authHeaders(bench: BenchApp, routes: readonly Pick<BenchRoute, 'auth'>[]): Promise<(auth: BenchRoute['auth']) => string[]> {
  const needs = (auth: BenchRoute['auth']) => routes.some((route) => route.auth === auth);
  const tokens: Record<NonNullable<BenchRoute['auth']>, string> = {
    employer: needs('employer') ? await employerToken(bench) : '',
    administrator: needs('administrator') ? await administratorToken(bench) : '',
    learner: needs('learner') ? await learnerToken(bench) : '',
    'employer-api-key': needs('employer-api-key') ? await employerApiKey(bench) : '',
  };
  return (auth) => (auth ? [`authorization=Bearer ${tokens[auth]}`] : []);
}

/** Lets requests still queued from the previous run drain. */
export const pause = () => new Promise((resolve) => setTimeout(resolve, 3000));
