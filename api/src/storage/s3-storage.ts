import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidStorageKey, StorageObjectNotFoundError, type Storage, type StoredObject } from './storage';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Set for S3-compatible services (MinIO, R2, …); unset for AWS itself. */
  endpoint?: string;
  /** Both set, or both unset to use the SDK's default credential chain (instance role, env, profile). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`; most self-hosted services need it. */
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/** Stores objects in an S3 bucket through the official AWS SDK. */
export function createS3Storage(config: S3StorageConfig, client: S3Client = createS3Client(config)): Storage {
  const { bucket } = config;
  return {
    description: `s3:${bucket}${config.endpoint ? `@${config.endpoint}` : ''}`,

    async put(key, bytes, mime) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: mime, ContentLength: bytes.length }),
      );
    },

    async get(key): Promise<StoredObject> {
      assertValidStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${key}`);
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) throw new StorageObjectNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

export function createS3Client(config: S3StorageConfig): S3Client {
  const credentials =
    config.accessKeyId && config.secretAccessKey
      ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
      : undefined;
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials,
    // Checksums only where S3 demands them: several S3-compatible services reject the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
