// Child processes for the scripts: inherited output, a promise of the exit code, signals passed on.
import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/** Runs a command to completion with inherited stdio; resolves with its exit code (signals map to 128+n). */
export function run(command, args, { cwd = repoRoot, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

/**
 * Starts a long-running child in its own process group and relays SIGINT/SIGTERM/SIGHUP to it exactly once,
 * so Ctrl-C reaches the server one time (not once from the terminal and again from us).
 */
export function spawnForwardingSignals(command, args, { cwd = repoRoot, env = process.env } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const relay = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, relay);
  process.on('exit', () => relay('SIGTERM'));
  return child;
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}
