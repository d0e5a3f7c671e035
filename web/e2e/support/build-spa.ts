// The journeys need an SPA that calls the API on the port chosen for this run, and VITE_API_URL is read at
// build time, so the SPA is built for the run into its own folder (web/dist stays what `pnpm start` serves).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

export async function buildSpaFor(apiUrl: string, webDir: string, outDir: string, logFile: string): Promise<void> {
  const viteCli = path.join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const log = createWriteStream(logFile);
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [viteCli, 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webDir,
      env: { ...process.env, VITE_API_URL: apiUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  log.end();
  if (code !== 0) throw new Error(`vite build for the journeys failed (exit ${code}); see ${logFile}`);
}
