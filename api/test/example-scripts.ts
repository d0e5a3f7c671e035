import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** docs/examples: run as a person runs them, `node --import tsx <script>` from that folder, with its own packages. */
export const EXAMPLES_DIR = fileURLToPath(new URL('../../docs/examples/', import.meta.url));

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const spawnExample = (script: string, args: string[], env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: EXAMPLES_DIR,
    // Only what a person's shell would give it: no test runner's variables leak into the example.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Runs an example to its end (killed after `timeoutMs`) and answers its exit code and output. */
export function runExample(script: string, args: string[], env: Record<string, string>, timeoutMs = 90_000): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawnExample(script, args, env);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface RunningExample {
  /** Every line printed so far (stdout and stderr). */
  lines: string[];
  /** Resolves with the first printed line matching, or rejects after `timeoutMs` showing what was printed. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

/** Starts a long-running example (the webhook receiver) and follows what it prints. */
export function startExample(script: string, env: Record<string, string>): RunningExample {
  const child = spawnExample(script, [], env);
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let exited = false;
  const collect = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      for (const wake of waiters) wake();
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  child.on('exit', () => {
    exited = true;
    for (const wake of waiters) wake();
  });

  return {
    lines,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find((line) => pattern.test(line));
          if (found !== undefined || exited) {
            clearTimeout(timer);
            waiters.delete(check);
            if (found !== undefined) resolve(found);
            else reject(new Error(`${script} exited before printing ${pattern}:\n${lines.join('\n')}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${script} did not print ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop() {
      if (exited) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
