/**
 * MinHash signatures over word shingles, and their LSH band buckets (docs/moderation.md, "Near-duplicates").
 *
 * Two descriptions' estimated Jaccard similarity is the share of signature positions that agree. Locality-sensitive
 * hashing cuts the signature into BANDS bands of ROWS values: two jobs become candidates when any band is identical,
 * which happens with probability 1 - (1 - s^ROWS)^BANDS for similarity s (about 0.5 at s = 0.42, 0.98 at s = 0.7),
 * so the database is asked only for jobs sharing a bucket, never for every job.
 */
import { wordsOf } from './text';

export const SHINGLE_WORDS = 3;
export const BANDS = 32;
export const ROWS = 4;
export const SIGNATURE_LENGTH = BANDS * ROWS;

/** Fixed seeds: a signature written today must compare with one written next year (changing them means re-signing every job). */
const SEEDS = Array.from({ length: SIGNATURE_LENGTH }, (_, i) => fmix32(Math.imul(i + 1, 0x9e3779b1) ^ 0x5bd1e995));

/** MurmurHash3's 32-bit finaliser: a good avalanche, so `fmix32(x ^ seed)` behaves as an independent hash per seed. */
function fmix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** FNV-1a over the UTF-16 code units, then mixed. */
function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed | 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

/** The distinct word shingles of a text (a text shorter than one shingle is one shingle of all its words). */
export function shinglesOf(text: string): Set<string> {
  const words = wordsOf(text);
  const shingles = new Set<string>();
  if (words.length === 0) return shingles;
  if (words.length < SHINGLE_WORDS) shingles.add(words.join(' '));
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i += 1) shingles.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  return shingles;
}

/** The signature (signed 32-bit integers, as Postgres integer[] stores them); undefined for a text without words. */
export function signatureOf(text: string): number[] | undefined {
  const shingles = shinglesOf(text);
  if (shingles.size === 0) return undefined;
  const signature = new Array<number>(SIGNATURE_LENGTH).fill(0x7fffffff);
  for (const shingle of shingles) {
    const base = hashString(shingle);
    for (let i = 0; i < SIGNATURE_LENGTH; i += 1) {
      const value = fmix32(base ^ SEEDS[i]!);
      if (value < signature[i]!) signature[i] = value;
    }
  }
  return signature;
}

/** One bucket per band: a 52-bit number (exact in a JS number and in a Postgres bigint) of the band's values. */
export function bandBuckets(signature: readonly number[]): number[] {
  const buckets: number[] = [];
  for (let band = 0; band < BANDS; band += 1) {
    const key = signature.slice(band * ROWS, band * ROWS + ROWS).join(',');
    const high = hashString(key, 0x2545f491) >>> 0;
    const low = hashString(key, 0x68e31da4) >>> 12;
    buckets.push(high * 2 ** 20 + low);
  }
  return buckets;
}

/** Estimated Jaccard similarity of the two texts the signatures came from. */
export function similarityOf(a: readonly number[], b: readonly number[]): number {
  let same = 0;
  for (let i = 0; i < SIGNATURE_LENGTH; i += 1) if (a[i] === b[i]) same += 1;
  return same / SIGNATURE_LENGTH;
}

/** Whether two signatures share at least one band (an LSH candidate pair). */
export function shareABand(a: readonly number[], b: readonly number[]): boolean {
  const bucketsA = bandBuckets(a);
  const bucketsB = bandBuckets(b);
  return bucketsA.some((bucket, band) => bucket === bucketsB[band]);
}
