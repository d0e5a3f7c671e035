import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type AssetEncoding = 'br' | 'gzip';

/** Text formats worth compressing; images and fonts in the build are already compressed. */
const COMPRESSIBLE = new Map<string, string>([
  ['.js', 'text/javascript; charset=utf-8'],
  ['.mjs', 'text/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.json', 'application/json; charset=utf-8'],
  ['.txt', 'text/plain; charset=utf-8'],
]);
const MIN_BYTES = 1024;
const MAX_BYTES = 8 * 1024 * 1024;

/** The encoding to answer with for an Accept-Encoding header: Brotli if taken, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): AssetEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** The Content-Type of a build file by its extension (Vite's assets/ holds scripts, styles, fonts and images). */
const ASSET_TYPES = new Map<string, string>([
  ...COMPRESSIBLE,
  ['.map', 'application/json; charset=utf-8'],
  ['.woff', 'font/woff'],
  ['.woff2', 'font/woff2'],
  ['.ttf', 'font/ttf'],
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
  ['.gif', 'image/gif'],
  ['.webp', 'image/webp'],
  ['.avif', 'image/avif'],
  ['.ico', 'image/x-icon'],
  ['.wasm', 'application/wasm'],
]);

export function assetType(name: string): string {
  return ASSET_TYPES.get(extname(name).toLowerCase()) ?? 'application/octet-stream';
}

/**
 * Hashed build files compressed once at the highest levels (Brotli 11, gzip 9) and kept in memory: they never change
 * under one name, so each is compressed once per process instead of once per request at the fast level an
 * on-the-fly stream must use (Brotli 11 is ~10-15 % smaller than Brotli 4 or gzip for these bundles). The bytes come
 * from the builds the server holds (build-snapshot.ts), not from the disk, which a rebuild may have emptied.
 */
export function createPrecompressedAssets(read: (name: string) => Promise<Buffer | undefined>) {
  const cache = new Map<string, Promise<Buffer>>();

  const compress = (source: Buffer, encoding: AssetEncoding): Promise<Buffer> =>
    encoding === 'br'
      ? brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
      : gzipAsync(source, { level: constants.Z_BEST_COMPRESSION });

  return {
    /** The compressed bytes and type of `/assets/<name>`, or undefined when it is not a compressible build file. */
    async get(name: string, encoding: AssetEncoding): Promise<{ body: Buffer; type: string } | undefined> {
      const type = COMPRESSIBLE.get(extname(name).toLowerCase());
      if (!type) return undefined;
      const key = `${encoding}:${name}`;
      let pending = cache.get(key);
      if (!pending) {
        const source = await read(name);
        if (!source || source.length < MIN_BYTES || source.length > MAX_BYTES) return undefined;
        pending = cache.get(key) ?? compress(source, encoding);
        cache.set(key, pending);
        pending.catch(() => cache.delete(key)); // a failed compression is retried by the next request
      }
      return { body: await pending, type };
    },
    /** Drops the compressed copies of files no build held any more has (after a rebuild). */
    forget(keep: (name: string) => boolean): void {
      for (const key of cache.keys()) if (!keep(key.slice(key.indexOf(':') + 1))) cache.delete(key);
    },
  };
}
