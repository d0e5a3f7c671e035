// Runs the real API (`api/src/server.ts` under tsx, like `pnpm start`) for the journeys and stops it after.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { waitUntil } from './wait-until';

export interface ApiServerOptions {
  repoRoot: string;
  env: Record<string, string>;
  logFile: string;
  apiUrl: string;
  webUrl: string;
}

export interface RunningApi {
  stop(): Promise<void>;
}

/** Environment of the child: ours minus what marks a test worker, so the API behaves as under `pnpm start`. */
function serverEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_ENV' || key === 'DATABASE_URL' || key.startsWith('VITEST') || key.startsWith('VITE_')) continue;
    env[key] = value;
  }
  return { ...env, ...overrides };
}

function logTail(logFile: string, lines = 15): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function startApi({ repoRoot, env, logFile, apiUrl, webUrl }: ApiServerOptions): Promise<RunningApi> {
  const tsxLoader = pathToFileURL(createRequire(path.join(repoRoot, 'package.json')).resolve('tsx')).href;
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, ['--import', tsxLoader, path.join(repoRoot, 'api', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: serverEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
  };

  const abort = () =>
    child.exitCode !== null || child.signalCode !== null
      ? `the API exited (${child.exitCode ?? child.signalCode}) before it was ready. Last lines of ${logFile}:\n${logTail(logFile)}`
      : undefined;
  try {
    // E2E_API_READY_MS: a machine shared by several runs can need longer than two minutes to start the API.
    await waitUntil(`API at ${apiUrl}/health`, async () => (await fetch(`${apiUrl}/health`)).ok, { timeoutMs: Number(process.env.E2E_API_READY_MS) || 120_000, abort });
    await waitUntil(
      `SPA at ${webUrl}`,
      async () => {
        const response = await fetch(`${webUrl}/signin/`, { headers: { accept: 'text/html' } });
        return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
      },
      { timeoutMs: 30_000, abort },
    );
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(message.includes(logFile) ? message : `${message}\nLast lines of ${logFile}:\n${logTail(logFile)}`);
  }
  return { stop };
}

/** The environment of an API that serves the built SPA with the demo seed on its own ports (journeys, bench:web). */
export function demoSiteEnv(options: { apiPort: number; webPort: number; webUrl: string; spaDir: string; dataDir: string; databaseUrl?: string }): Record<string, string> {
  return {
    API_PORT: String(options.apiPort),
    WEB_PORT: String(options.webPort),
    WEB_DIST: options.spaDir,
    DATA_DIR: options.dataDir,
    SEED: 'demo',
    PUBLIC_WEB_URL: options.webUrl,
    CORS_ORIGINS: options.webUrl,
    // Accounts the journeys make through the API come from addresses of their own (support/accounts.ts), so the
    // per-network sign-up limit (20 an hour) counts only the browser's own sign-ups, however often a journey retries.
    TRUST_PROXY: '1',
    // The every-link guard walks sixteen accounts two at a time from one address: far past a person's 600 a minute.
    RATE_LIMIT_PER_MINUTE: '6000',
    // The developers journey delivers webhooks to a receiver it starts on 127.0.0.1 (docs/webhooks.md, "SSRF").
    WEBHOOK_ALLOW_PRIVATE: '1',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
}
