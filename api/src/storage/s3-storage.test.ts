import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { newStorageKey, StorageObjectNotFoundError } from './storage';

/**
 * A tiny in-process stand-in for an S3-compatible service (path-style PUT/GET/DELETE of objects). It records what
 * the SDK sent, so the test checks the real requests the adapter makes.
 */
interface RecordedRequest {
  method: string;
  path: string;
  contentType?: string;
  authorization?: string;
}

const objects = new Map<string, { body: Buffer; contentType: string }>();
const requests: RecordedRequest[] = [];
let server: Server;
let endpoint: string;

async function handle(request: IncomingMessage): Promise<{ status: number; headers?: Record<string, string>; body?: Buffer | string }> {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  requests.push({
    method: request.method ?? '',
    path,
    contentType: request.headers['content-type'],
    authorization: request.headers.authorization,
  });
  if (request.method === 'PUT') {
    objects.set(path, { body: await buffer(request), contentType: request.headers['content-type'] ?? '' });
    return { status: 200, headers: { ETag: '"etag"' } };
  }
  if (request.method === 'GET') {
    const object = objects.get(path);
    if (!object) {
      return {
        status: 404,
        headers: { 'Content-Type': 'application/xml' },
        body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      };
    }
    return {
      status: 200,
      headers: { 'Content-Type': object.contentType, 'Content-Length': String(object.body.length) },
      body: object.body,
    };
  }
  if (request.method === 'DELETE') {
    objects.delete(path);
    return { status: 204 };
  }
  return { status: 405 };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    handle(request).then(
      ({ status, headers, body }) => {
        response.writeHead(status, headers);
        response.end(body);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const storage = () =>
  createS3Storage({
    bucket: 'uploads',
    region: 'eu-west-2',
    endpoint,
    accessKeyId: 'test-id',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });

describe('S3 storage (against a local S3 double)', () => {
  it('puts an object in the bucket with its type and signed request, then reads it back', async () => {
    const key = newStorageKey('cv');
    await storage().put(key, Buffer.from('%PDF-1.4 cv'), 'application/pdf');

    const put = requests.find((request) => request.method === 'PUT' && request.path === `/uploads/${key}`);
    expect(put?.contentType).toBe('application/pdf');
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-id\//);

    const stored = await storage().get(key);
    expect(stored.size).toBe(11);
    expect(await text(stored.stream)).toBe('%PDF-1.4 cv');
  });

  it('maps a missing object to StorageObjectNotFoundError', async () => {
    await expect(storage().get(newStorageKey('cv'))).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });

  it('deletes the object from the bucket', async () => {
    const key = newStorageKey('image');
    await storage().put(key, Buffer.from([137, 80, 78, 71]), 'image/png');
    await storage().delete(key);
    expect(objects.has(`/uploads/${key}`)).toBe(false);
    await expect(storage().get(key)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });
});
