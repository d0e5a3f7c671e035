import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { assertValidStorageKey, StorageObjectNotFoundError, type Storage, type StoredObject } from './storage';

const isMissingFile = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Stores objects as files under `root` (by default `DATA_DIR/uploads`), outside any folder the web serves. */
export function createDiskStorage(root: string): Storage {
  const absoluteRoot = path.resolve(root);
  const fileFor = (key: string): string => {
    assertValidStorageKey(key);
    return path.join(absoluteRoot, ...key.split('/'));
  };

  return {
    description: `disk:${absoluteRoot}`,

    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write aside, then rename: a reader never sees a half-written file.
      const temporary = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject> {
      const file = fileFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new StorageObjectNotFoundError(key);
        return { stream: createReadStream(file), size: info.size };
      } catch (error) {
        if (isMissingFile(error)) throw new StorageObjectNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
