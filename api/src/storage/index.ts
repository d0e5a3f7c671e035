import type { StorageConfig } from './config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export * from './storage';
export { storageConfigFromEnv, type StorageConfig } from './config';
export { createDiskStorage } from './disk-storage';
export { createS3Storage, type S3StorageConfig } from './s3-storage';

export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? createS3Storage(config) : createDiskStorage(config.root);
}
