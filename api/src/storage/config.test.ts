import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from './config';

describe('storageConfigFromEnv', () => {
  it('uses DATA_DIR/uploads on disk when no bucket is configured', () => {
    expect(storageConfigFromEnv({}, '/srv/data')).toEqual({ driver: 'disk', root: path.join('/srv/data', 'uploads') });
  });

  it('selects S3 when S3_BUCKET is set, with every S3_* setting', () => {
    const config = storageConfigFromEnv(
      {
        S3_BUCKET: 'cvs',
        S3_REGION: 'eu-west-2',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
      '/srv/data',
    );
    expect(config).toEqual({
      driver: 's3',
      bucket: 'cvs',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('defaults the region and path style, and leaves credentials to the SDK chain when unset', () => {
    expect(storageConfigFromEnv({ S3_BUCKET: 'cvs' }, '/d')).toMatchObject({
      driver: 's3',
      region: 'us-east-1',
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });

  it('fails at start on half-set credentials or a bad endpoint', () => {
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, '/d')).toThrow(/set together/);
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, '/d')).toThrow(/http\(s\) URL/);
  });
});
