import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { isValidStorageKey, newStorageKey, StorageObjectNotFoundError } from './storage';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fj-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('disk storage', () => {
  it('stores bytes under a server key and reads them back with their size', async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey('cv');
    await storage.put(key, Buffer.from('%PDF-1.4 hello'), 'application/pdf');

    const stored = await storage.get(key);
    expect(stored.size).toBe(14);
    expect(await text(stored.stream)).toBe('%PDF-1.4 hello');
  });

  it('leaves no temporary files behind after a write', async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey('image');
    await storage.put(key, Buffer.from([1, 2, 3]), 'image/png');
    const folder = path.join(root, ...key.split('/').slice(0, -1));
    expect(await readdir(folder)).toEqual([key.split('/').at(-1)]);
  });

  it('answers a missing key with StorageObjectNotFoundError', async () => {
    const storage = createDiskStorage(root);
    await expect(storage.get(newStorageKey('cv'))).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });

  it('deletes, and deleting twice is fine', async () => {
    const storage = createDiskStorage(root);
    const key = newStorageKey('cv');
    await storage.put(key, Buffer.from('x'), 'application/pdf');
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });

  it('refuses keys that could leave the uploads folder or come from a client file name', async () => {
    const storage = createDiskStorage(root);
    for (const key of ['../etc/passwd', 'cv/../../x', '/abs/path', 'My CV.pdf', 'cv//x', '']) {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('generates distinct keys grouped by prefix and month', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    const first = newStorageKey('cv', now);
    const second = newStorageKey('cv', now);
    expect(first).toMatch(/^cv\/2026\/03\/[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });
});
