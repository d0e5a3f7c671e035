import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from './config';

/**
 * Development convenience: without JWT_SECRET a random secret is generated once into DATA_DIR/jwt-secret,
 * so tokens survive restarts. loadConfig already refuses production without a secret.
 */
export async function resolveJwtSecret(config: AppConfig): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.nodeEnv === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = join(config.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Another process created it first: use theirs.
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
