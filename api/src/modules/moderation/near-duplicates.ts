import type { Knex } from 'knex';
import type { ModerationReason } from '@fj/shared';
import { bandBuckets, signatureOf, similarityOf } from './minhash';
import { plainText } from './text';

/**
 * Near-duplicates of another employer's job (docs/moderation.md): each saved description's MinHash signature and its
 * LSH buckets live in job_minhash / job_minhash_bands; a new description is compared only with the jobs sharing a
 * bucket, and only with those of other employers (one club's several roles share boilerplate and that is fine).
 */

/** Writes (or replaces) a job's signature and buckets in the caller's transaction; a description without words has none. */
export async function writeJobSignature(trx: Knex.Transaction, jobId: number, descriptionHtml: string): Promise<number[] | undefined> {
  const signature = signatureOf(plainText(descriptionHtml));
  await trx('job_minhash_bands').where({ job_id: jobId }).delete();
  if (!signature) {
    await trx('job_minhash').where({ job_id: jobId }).delete();
    return undefined;
  }
  await trx('job_minhash').insert({ job_id: jobId, signature }).onConflict('job_id').merge();
  await trx('job_minhash_bands').insert(bandBuckets(signature).map((bucket, band) => ({ band, bucket, job_id: jobId })));
  return signature;
}

interface Candidate {
  job_id: number;
  signature: number[];
  title: string;
  slug: string;
  employer_name: string;
}

/** The most similar job of another employer at or above `threshold`, as a moderation reason. */
export async function nearDuplicateOf(
  trx: Knex.Transaction,
  job: { id: number; employerId: number; signature: number[] | undefined },
  threshold: number,
): Promise<ModerationReason | undefined> {
  if (!job.signature) return undefined;
  const buckets = bandBuckets(job.signature);
  const pairs = buckets.map((bucket, band) => trx.raw('(?::smallint, ?::bigint)', [band, bucket]));
  const candidates: Candidate[] = await trx('job_minhash as m')
    .join('jobs as j', 'j.id', 'm.job_id')
    .join('employers as e', 'e.id', 'j.employer_id')
    .whereIn(
      'm.job_id',
      trx('job_minhash_bands as b').distinct('b.job_id').whereRaw(`(b.band, b.bucket) IN (${pairs.map(() => '?').join(', ')})`, pairs),
    )
    .whereNot('j.employer_id', job.employerId)
    .whereNot('j.id', job.id)
    .select('m.job_id', 'm.signature', 'j.title', 'j.slug', 'e.name as employer_name');
  let best: { candidate: Candidate; similarity: number } | undefined;
  for (const candidate of candidates) {
    const similarity = similarityOf(job.signature, candidate.signature);
    if (similarity >= threshold && (!best || similarity > best.similarity || (similarity === best.similarity && candidate.job_id < best.candidate.job_id))) {
      best = { candidate, similarity };
    }
  }
  if (!best) return undefined;
  const similarity = Math.round(best.similarity * 100) / 100;
  return {
    code: 'near-duplicate',
    detail: `${Math.round(similarity * 100)}% similar to "${best.candidate.title}" by ${best.candidate.employer_name}`,
    jobId: best.candidate.job_id,
    jobSlug: best.candidate.slug,
    similarity,
  };
}

/** Signs every job that has no signature yet (the demo seed inserts its jobs directly); returns how many. */
export async function signUnsignedJobs(db: Knex, batch = 500): Promise<number> {
  let signed = 0;
  for (;;) {
    const rows: { id: number; description: string }[] = await db('jobs as j')
      .whereNotExists(db('job_minhash as m').select(db.raw('1')).whereRaw('m.job_id = j.id'))
      .whereRaw(`j.description <> ''`)
      .where('j.id', '>', 0)
      .orderBy('j.id')
      .limit(batch)
      .select('j.id', 'j.description');
    const withWords = rows.filter((row) => signatureOf(plainText(row.description)) !== undefined);
    if (withWords.length === 0) return signed;
    await db.transaction(async (trx) => {
      for (const row of withWords) await writeJobSignature(trx, row.id, row.description);
    });
    signed += withWords.length;
    if (rows.length < batch) return signed;
  }
}
