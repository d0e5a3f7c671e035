/**
 * `pnpm bench:explain`: every SQL statement each benchmarked route runs, with `EXPLAIN (ANALYZE, BUFFERS)` on the
 * benchmark database, as Markdown (docs/performance.md keeps a copy). Each route is requested twice first (warm
 * caches), then once more while the statements it sends are captured; each statement is then explained with its
 * own bindings. BENCH_ONLY=detail,cv (substrings of route names) limits the output. BENCH_SCALE=10 explains on the
 * ten-times database (`fj_bench_x10`). Every sequential scan over a table of more than SEQ_SCAN_ROWS rows is flagged
 * under its plan ("SEQ SCAN on <table> (<rows> rows)") and counted at the end: at ten times the data such a scan is
 * what grows with the data.
 */
import type { Knex } from 'knex';
import { administratorToken, BENCH_SCALE, employerApiKey, employerToken, learnerToken, openBenchApp } from './bench-app';
import { BENCH_ROUTES, CV_DATABASE_SEARCHES, loadFixtures } from './routes';

interface Captured {
  sql: string;
  bindings: readonly unknown[];
}

async function explain(knex: Knex, query: Captured): Promise<string> {
  const connection = (await knex.client.acquireConnection()) as { query(sql: string, values: readonly unknown[]): Promise<{ rows: Record<string, string>[] }> };
  try {
    const result = await connection.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.bindings);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

const SEQ_SCAN_ROWS = 10_000;

/** The tables a plan reads sequentially (`Seq Scan on t`, `Parallel Seq Scan on t`), with their row counts. */
async function bigSequentialScans(knex: Knex, plan: string): Promise<{ table: string; rows: number }[]> {
  const tables = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]!))];
  const scans = [];
  for (const table of tables) {
    const { rows } = await knex.raw('SELECT reltuples::bigint AS n FROM pg_class WHERE relname = ? AND relkind IN (?, ?)', [table, 'r', 'p']);
    const count = Number(rows[0]?.n ?? 0);
    if (count > SEQ_SCAN_ROWS) scans.push({ table, rows: count });
  }
  return scans;
}

async function main(): Promise<void> {
  const bench = await openBenchApp();
  try {
    const fixtures = await loadFixtures(bench.knex);
    const token = await employerToken(bench);
    const adminToken = await administratorToken(bench);
    const learner = await learnerToken(bench);
    const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean);
    const targets = [
      ...BENCH_ROUTES.filter((route) => route.explain !== false).map((route) => ({ name: route.name, path: route.path(fixtures), auth: route.auth })),
      ...CV_DATABASE_SEARCHES.slice(1).map((search) => ({ name: `CV database: ${search.name}`, path: search.path, auth: 'employer' as const })),
    ].filter((target) => !only?.length || only.some((part) => target.name.includes(part)));
    const apiKey = targets.some((target) => target.auth === 'employer-api-key') ? await employerApiKey(bench) : '';

    const flagged: string[] = [];
    console.log(`Explained on the ${BENCH_SCALE}× database.\n`);
    let capturing: Captured[] | undefined;
    bench.knex.on('query', (query: { sql: string; bindings?: readonly unknown[] }) => capturing?.push({ sql: query.sql, bindings: query.bindings ?? [] }));
    for (const target of targets) {
      const bearer = target.auth ? { employer: token, administrator: adminToken, learner, 'employer-api-key': apiKey }[target.auth] : undefined;
      const headers = bearer ? { authorization: `Bearer ${bearer}` } : {};
      for (let i = 0; i < 2; i += 1) await bench.app.inject({ method: 'GET', url: target.path, headers });
      capturing = [];
      const response = await bench.app.inject({ method: 'GET', url: target.path, headers });
      const queries = capturing;
      capturing = undefined;
      if (response.statusCode !== 200) throw new Error(`${target.path} → ${response.statusCode} ${response.body}`);
      console.log(`### ${target.name}\n\n\`GET ${target.path}\` — ${queries.length} statement(s)\n`);
      for (const query of queries) {
        console.log('```sql');
        console.log(query.sql);
        if (query.bindings.length) console.log(`-- bindings: ${JSON.stringify(query.bindings)}`);
        console.log('```\n```');
        const plan = await explain(bench.knex, query);
        console.log(plan);
        console.log('```\n');
        for (const scan of await bigSequentialScans(bench.knex, plan)) {
          const line = `SEQ SCAN on ${scan.table} (${scan.rows} rows) — ${target.name}`;
          flagged.push(line);
          console.log(`**${line}**\n`);
        }
      }
    }
    console.log(`### Sequential scans over tables of more than ${SEQ_SCAN_ROWS} rows (${BENCH_SCALE}×): ${flagged.length}\n`);
    for (const line of flagged) console.log(`- ${line}`);
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
