/**
 * The processes `pnpm bench:cluster` runs (docs/operations.md, "Topology"): API replicas and the worker as real child
 * processes, from the built bundle (api/dist, rebuilt first when a source changed, as `pnpm start` does) or, with
 * BENCH_CLUSTER_TSX=1, from the TypeScript sources through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export type Entry = 'server' | 'worker';

/** The command that runs an entry: `node api/dist/<entry>.js`, or tsx on api/src/<entry>.ts. */
export async function entryCommand(entry: Entry, useTsx: boolean): Promise<{ command: string; args: string[]; how: string }> {
  if (useTsx) return { command: process.execPath, args: ['--import', 'tsx', join(apiDir, 'src', `${entry}.ts`)], how: 'tsx (BENCH_CLUSTER_TSX=1)' };
  // @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
  const { ensureApiBuilt } = (await import('../../scripts/lib/api-build.mjs')) as { ensureApiBuilt(): Promise<boolean> };
  const rebuilt = await ensureApiBuilt();
  return { command: process.execPath, args: ['--enable-source-maps', join(apiDir, 'dist', `${entry}.js`)], how: `built bundle api/dist${rebuilt ? ' (rebuilt now: a source had changed)' : ' (current)'}` };
}

/** A port nothing listens on now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** Starts one process with `env`, its output appended to `<logDir>/<name>.log`. */
export function startChild(name: string, command: { command: string; args: string[] }, env: NodeJS.ProcessEnv, logDir: string): Child {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command.command, command.args, { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { name, process: child, exited };
}

/** Polls `url` until it answers 200 (every 100 ms, up to `timeoutMs`); resolves with when it first did. */
export async function waitUntilAnswering(url: string, child: Child, timeoutMs = 300_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let gone = false;
  void child.exited.then(() => (gone = true));
  while (performance.now() < deadline) {
    if (gone) throw new Error(`${child.name} exited before answering ${url} (see its log)`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return performance.now();
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after `graceMs` if it has not gone. */
export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}
