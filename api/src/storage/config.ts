import path from 'node:path';
import type { S3StorageConfig } from './s3-storage';

export type StorageConfig = { driver: 'disk'; root: string } | ({ driver: 's3' } & S3StorageConfig);

const TRUE_VALUES = new Set(['1', 'true', 'yes', 'on']);

/**
 * Storage settings from the environment: S3 when `S3_BUCKET` is set, otherwise the local disk under
 * `DATA_DIR/uploads`. Throws with a clear message on a half-configured S3 (fail at start, not at first upload).
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { driver: 'disk', root: path.join(dataDir, 'uploads') };

  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset).');
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got ${JSON.stringify(endpoint)}.`);
  }
  return {
    driver: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: TRUE_VALUES.has((env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase()),
  };
}
