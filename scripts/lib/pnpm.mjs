// How to call pnpm from a script: the very pnpm that started us when there is one, else `npx -y pnpm@10`,
// so a machine with only Node 20+ needs nothing installed by hand.
import { run } from './run.mjs';

function pnpmInvocation() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/i.test(execPath)) {
    return execPath.endsWith('.js') || execPath.endsWith('.cjs') || execPath.endsWith('.mjs')
      ? { command: process.execPath, prefix: [execPath] }
      : { command: execPath, prefix: [] };
  }
  return { command: 'npx', prefix: ['-y', 'pnpm@10'] };
}

/** Runs `pnpm <args>`; resolves with the exit code. */
export function pnpm(args, options) {
  const { command, prefix } = pnpmInvocation();
  return run(command, [...prefix, ...args], options);
}
