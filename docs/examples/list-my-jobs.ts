/**
 * Lists the jobs of the key's organisation, every page of them, with the typed client.
 *
 *   FJ_API_URL=http://localhost:4000 FJ_API_KEY=fj_… npx tsx docs/examples/list-my-jobs.ts [active|in-active]
 *
 * The key needs the jobs:read scope. Prints one tab-separated line per job (ID, status, days left, title) and a total;
 * exits 1 with the API's message when the call is refused (e.g. 403 naming a missing scope).
 */
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@fj/shared/api-client';
import { apiKey, apiUrl, describeError } from './env';

const PAGE = 100;

export async function listMyJobs(options: { baseUrl: string; key: string; status: 'active' | 'in-active'; print?: (line: string) => void }): Promise<number> {
  const print = options.print ?? console.log;
  const client = createApiClient({ baseUrl: options.baseUrl, token: options.key });
  let listed = 0;
  for (let offset = 0; ; offset += PAGE) {
    const { data, error, response } = await client.GET('/job-api/get-jobs', { params: { query: { status: options.status, offset, limit: PAGE } } });
    if (!data) throw new Error(describeError(response.status, error));
    for (const job of data.data) print([job.ID, job.postStatus, `${job.days_left} days left`, job.title].join('\t'));
    listed += data.data.length;
    if (data.data.length < PAGE || listed >= data.total) {
      print(`${data.total} ${options.status} job(s)`);
      return data.total;
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const status = process.argv[2] === 'in-active' ? 'in-active' : 'active';
  listMyJobs({ baseUrl: apiUrl(), key: apiKey(), status }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
