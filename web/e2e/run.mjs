// `pnpm e2e`: the browser journeys on their own (the full `pnpm test` runs them after the unit suites).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../../scripts/lib/chromium.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
if (!findChromium()) {
  console.error('Chromium not found: install Debian\'s chromium (/usr/bin/chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
const vitestCli = path.join(webDir, '..', 'node_modules', 'vitest', 'vitest.mjs');
const child = spawn(process.execPath, [vitestCli, 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  cwd: webDir,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
