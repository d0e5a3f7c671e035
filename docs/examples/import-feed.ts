/**
 * Sends a feed of jobs from your own system (an ATS, a spreadsheet export) to POST /job-api/jobs/import, with the
 * typed client, and prints the report.
 *
 *   FJ_API_URL=http://localhost:4000 FJ_API_KEY=fj_… npx tsx docs/examples/import-feed.ts [feed.json] [--close-missing]
 *
 * The key needs the jobs:write scope (an employer's, or a team member's who may post jobs). feed.json holds either
 * `{ "jobs": [...] }` or the array of jobs; each job is the submit-job fields plus your own `reference`. Without a
 * file, a two-job demo feed closing in 30 days is sent. Importing the same feed again changes nothing ("unchanged");
 * --close-missing closes the jobs imported before whose reference the feed no longer has. New published jobs spend
 * credits as posting does; a job that cannot be paid for is refused with the reason, and never blocks the others.
 * Exits 1 when the request is refused as a whole, 3 when any job was refused.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@fj/shared/api-client';
import type { ApiRequestBody } from '@fj/shared/api-types';
import { apiKey, apiUrl, describeError } from './env';

type Feed = ApiRequestBody<'/job-api/jobs/import'>;
type FeedJob = Feed['jobs'][number];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What an ATS export maps to: the fields of the submit-job form, and the job's id in the ATS as `reference`. */
export function demoFeed(): FeedJob[] {
  const common = {
    job_cat: ['coaching-performance'],
    job_date: inDays(30),
    job_salary_type: 'yearly',
    job_currency: 'pound',
    job_type: 'full-time',
    job_experience: '3',
    workMode: 'office',
    receiveApplicants: 'site',
    class: 'Free',
  };
  return [
    { ...common, reference: 'ATS-1001', job_title: 'Academy Goalkeeper Coach', job_salary: 32000, job_description: '<p>Coach our academy goalkeepers.</p>', jobLocation: [{ country: 'gb-eng', city: 'Sheffield' }] },
    { ...common, reference: 'ATS-1002', job_title: 'Opposition Analyst', job_salary: 36000, job_description: '<p>Break down our opponents on video.</p>', jobLocation: [{ country: 'gb-eng', city: 'Leeds' }] },
  ];
}

async function readFeed(path: string): Promise<FeedJob[]> {
  const parsed = JSON.parse(await readFile(path, 'utf8')) as unknown;
  const jobs = Array.isArray(parsed) ? parsed : (parsed as { jobs?: unknown }).jobs;
  if (!Array.isArray(jobs)) throw new Error(`${path}: expected { "jobs": [...] } or an array of jobs`);
  return jobs as FeedJob[];
}

export async function importFeed(options: { baseUrl: string; key: string; jobs: FeedJob[]; closeMissing: boolean; print?: (line: string) => void }) {
  const print = options.print ?? console.log;
  const client = createApiClient({ baseUrl: options.baseUrl, token: options.key });
  const started = Date.now();
  const { data, error, response } = await client.POST('/job-api/jobs/import', { body: { jobs: options.jobs, closeMissing: options.closeMissing } });
  if (!data) throw new Error(describeError(response.status, error));
  const report = data.data;
  for (const result of report.results) {
    const job = result.jobId === null ? '' : ` (job ${result.jobId})`;
    print(`${result.outcome.padEnd(9)} ${result.reference}${job}${result.reason ? `: ${result.reason}` : ''}`);
    for (const [field, message] of Object.entries(result.errors ?? {})) print(`          ${field}: ${message}`);
  }
  print(`${data.message} (${Date.now() - started} ms)`);
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const run = async () => {
    const jobs = file ? await readFeed(file) : demoFeed();
    const report = await importFeed({ baseUrl: apiUrl(), key: apiKey(), jobs, closeMissing: args.includes('--close-missing') });
    if (report.counts.refused > 0) process.exitCode = 3;
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
