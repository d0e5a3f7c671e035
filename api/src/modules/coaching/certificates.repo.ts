import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 120 random bits as 24 base32 characters: nobody finds a certificate by guessing or counting codes. */
export function newCertificateCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

export interface CertificateRow {
  id: number;
  enrollment_id: number;
  code: string;
  learner_name: string;
  course_title: string;
  course_slug: string;
  coach_name: string;
  issued_at: Date;
}

export function createCertificatesRepo(db: Knex) {
  const conn = (trx?: Knex.Transaction) => trx ?? db;

  return {
    /**
     * Issues the enrollment's certificate (once: a second call keeps the first), with the learner's full name when
     * they gave one, else their display name, and the course and coach as they are now.
     */
    async issue(enrollmentId: number, at: Date, trx: Knex.Transaction): Promise<void> {
      await trx.raw(
        `INSERT INTO coaching_certificates (enrollment_id, code, learner_name, course_title, course_slug, coach_name, issued_at)
         SELECT e.id, ?, COALESCE(NULLIF(trim(concat_ws(' ', learner.first_name, learner.last_name)), ''), learner.display_name),
                c.title, c.slug, coach.display_name, ?
           FROM coaching_enrollments e
           JOIN coaching_courses c ON c.id = e.course_id
           JOIN users learner ON learner.id = e.user_id
           JOIN users coach ON coach.id = c.coach_user_id
          WHERE e.id = ?
         ON CONFLICT (enrollment_id) DO NOTHING`,
        [newCertificateCode(), at, enrollmentId],
      );
    },

    async byEnrollment(enrollmentIds: readonly number[], trx?: Knex.Transaction): Promise<Map<number, CertificateRow>> {
      if (enrollmentIds.length === 0) return new Map();
      const rows: CertificateRow[] = await conn(trx)('coaching_certificates').whereIn('enrollment_id', [...enrollmentIds]);
      return new Map(rows.map((row) => [Number(row.enrollment_id), { ...row, id: Number(row.id), enrollment_id: Number(row.enrollment_id) }]));
    },

    async byCode(code: string): Promise<CertificateRow | undefined> {
      const row = await db('coaching_certificates').where({ code }).first();
      return row && { ...row, id: Number(row.id), enrollment_id: Number(row.enrollment_id) };
    },
  };
}

export type CertificatesRepo = ReturnType<typeof createCertificatesRepo>;
