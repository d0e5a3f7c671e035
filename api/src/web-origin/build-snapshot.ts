import { readFileSync, readdirSync, statSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * One build of the SPA as the server holds it: index.html, the Vite manifest and every file of assets/, read
 * together. A page is always rendered from one snapshot, and the assets of that snapshot stay in memory, so a page
 * never names a script the server cannot send (issue 19: rebuilding web/dist under a running server used to serve an
 * index.html whose assets had just been deleted — a blank page).
 */
export interface BuildSnapshot {
  readonly indexHtml: string;
  /** `.vite/manifest.json` as text, when the build wrote one. */
  readonly manifest: string | undefined;
  /** `assets/<name>` → its bytes. */
  readonly assets: ReadonlyMap<string, Buffer>;
  /** index.html's identity on disk when read (inode, size, mtime): a different one means a new build. */
  readonly stamp: string;
}

/** Earlier builds kept besides the current one: a tab opened before a deploy still loads its lazy chunks. */
const RETIRED_BUILDS_KEPT = 2;
/** A new index.html whose build is not whole yet is read again at most this often (each read is the whole build). */
const INCOMPLETE_RETRY_MS = 500;

const stampOf = (stats: { ino: number; size: number; mtimeMs: number }) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/** Every `/assets/…` file an HTML page or the manifest names. */
function namedAssets(indexHtml: string, manifest: string | undefined): string[] {
  const names = [...indexHtml.matchAll(/(?:src|href)="\/assets\/([^"?#]+)"/g)].map((match) => match[1]!);
  if (manifest) {
    for (const chunk of Object.values(JSON.parse(manifest) as Record<string, { file?: string; css?: string[] }>)) {
      for (const file of [chunk.file, ...(chunk.css ?? [])]) if (file?.startsWith('assets/')) names.push(file.slice('assets/'.length));
    }
  }
  return names;
}

function complete(snapshot: BuildSnapshot): boolean {
  return namedAssets(snapshot.indexHtml, snapshot.manifest).every((name) => snapshot.assets.has(name));
}

function readSnapshotSync(webDist: string): BuildSnapshot {
  const stamp = stampOf(statSync(join(webDist, 'index.html')));
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  let manifest: string | undefined;
  try {
    manifest = readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8');
  } catch {
    manifest = undefined;
  }
  const assets = new Map<string, Buffer>();
  let names: string[] = [];
  try {
    names = readdirSync(join(webDist, 'assets'));
  } catch {
    names = []; // a build without assets/
  }
  for (const name of names) assets.set(name, readFileSync(join(webDist, 'assets', name)));
  return { indexHtml, manifest, assets, stamp };
}

/** A new build read while it may still be being written: undefined unless it is whole and stayed the same meanwhile. */
async function readSnapshot(webDist: string): Promise<BuildSnapshot | undefined> {
  try {
    const stamp = stampOf(await stat(join(webDist, 'index.html')));
    const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8');
    const manifest = await readFile(join(webDist, '.vite', 'manifest.json'), 'utf8').catch(() => undefined);
    const names = await readdir(join(webDist, 'assets')).catch(() => [] as string[]);
    const assets = new Map<string, Buffer>();
    for (const name of names) assets.set(name, await readFile(join(webDist, 'assets', name)));
    const snapshot = { indexHtml, manifest, assets, stamp };
    if (stampOf(await stat(join(webDist, 'index.html'))) !== stamp || !complete(snapshot)) return undefined;
    return snapshot;
  } catch {
    return undefined; // index.html or a file missing: the build is mid-way
  }
}

/**
 * The build being served. `current()` looks at index.html on each call (one stat) and, when a new build has fully
 * arrived, switches to it in one step; until then the previous snapshot keeps being served whole. `asset(name)` finds
 * a file in the current build or in one of the last retired ones (their files are gone from disk, not from memory).
 */
export function createBuildSource(webDist: string, options: { onSwitch?: () => void; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let current = readSnapshotSync(webDist);
  let retired: BuildSnapshot[] = [];
  let checking: Promise<BuildSnapshot> | undefined;
  let incomplete: { stamp: string; at: number } | undefined;

  const check = async (): Promise<BuildSnapshot> => {
    const onDisk = await stat(join(webDist, 'index.html')).then(stampOf, () => current.stamp);
    if (onDisk === current.stamp) return current;
    if (incomplete?.stamp === onDisk && now() - incomplete.at < INCOMPLETE_RETRY_MS) return current;
    const next = await readSnapshot(webDist);
    if (!next) incomplete = { stamp: onDisk, at: now() };
    else if (next.stamp !== current.stamp) {
      retired = [current, ...retired].slice(0, RETIRED_BUILDS_KEPT);
      current = next;
      options.onSwitch?.();
    }
    return current;
  };

  const find = (name: string) => current.assets.get(name) ?? retired.find((build) => build.assets.has(name))?.assets.get(name);

  return {
    /** Whether one of the builds held has `assets/<name>`. */
    holds: (name: string) => find(name) !== undefined,
    /** The snapshot already held, without looking at the disk (error pages). */
    latest: () => current,
    async current(): Promise<BuildSnapshot> {
      checking ??= check().finally(() => (checking = undefined));
      return checking;
    },
    /** The bytes of `assets/<name>` from the builds held, looking for a new build once if it is not there. */
    async asset(name: string): Promise<Buffer | undefined> {
      const held = find(name);
      if (held) return held;
      await this.current();
      return find(name);
    },
  };
}

export type BuildSource = ReturnType<typeof createBuildSource>;
