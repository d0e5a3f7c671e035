import type { Knex } from 'knex';
import { EMPLOYER_ROLES, type InterviewKind, type InterviewStatus } from '@fj/shared';

export interface InterviewRow {
  id: number;
  application_id: number;
  job_id: number;
  employer_id: number;
  candidate_user_id: number;
  origin: 'employer' | 'candidate';
  kind: InterviewKind;
  location: string | null;
  video_url: string | null;
  duration_minutes: number;
  status: InterviewStatus;
  message: string;
  reason: string | null;
  booked_start: Date | null;
  booked_end: Date | null;
  booked_at: Date | null;
  round: number | null;
  sequence: number;
  uid: string;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

/** An interview with the names its DTO, its emails and its invite show. */
export interface InterviewDetailRow extends InterviewRow {
  job_title: string;
  job_slug: string;
  employer_name: string;
  candidate_name: string;
}

export interface ApplicationForInterview {
  id: number;
  job_id: number;
  employer_id: number;
  candidate_user_id: number;
  status: number;
}

/** A person an interview email goes to: their address, language and time zone. */
export interface Recipient {
  id: number;
  name: string;
  email: string;
  locale: string;
  timezone: string | null;
}

export interface ListFilter {
  employerId?: number;
  candidateUserId?: number;
  applicationId?: number;
  jobId?: number;
  status?: InterviewStatus;
  offset: number;
  limit: number;
}

export interface InterviewFields {
  kind: InterviewKind;
  location: string | null;
  video_url: string | null;
  duration_minutes: number;
  message: string;
}

const personName = `COALESCE(NULLIF(cp.cand_name, ''), u.display_name)`;

export function createInterviewsRepo(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  const detailed = (conn: Knex | Knex.Transaction) =>
    conn('interviews as i')
      .join('jobs as j', 'j.id', 'i.job_id')
      .join('employers as e', 'e.id', 'i.employer_id')
      .join('users as u', 'u.id', 'i.candidate_user_id')
      .leftJoin('candidate_profiles as cp', 'cp.user_id', 'i.candidate_user_id')
      .select('i.*', 'j.title as job_title', 'j.slug as job_slug', 'e.name as employer_name', conn.raw(`${personName} as candidate_name`));

  const filtered = (conn: Knex | Knex.Transaction, filter: ListFilter) =>
    conn('interviews as i').modify((rows) => {
      if (filter.employerId !== undefined) rows.where('i.employer_id', filter.employerId);
      if (filter.candidateUserId !== undefined) rows.where('i.candidate_user_id', filter.candidateUserId);
      if (filter.applicationId !== undefined) rows.where('i.application_id', filter.applicationId);
      if (filter.jobId !== undefined) rows.where('i.job_id', filter.jobId);
      if (filter.status !== undefined) rows.where('i.status', filter.status);
    });

  return {
    /** The application with its job's employer (read only: applications move through the pipeline module). */
    application: (id: number, trx?: Knex.Transaction): Promise<ApplicationForInterview | undefined> =>
      q(trx)('applications as a').join('jobs as j', 'j.id', 'a.job_id').select('a.id', 'a.job_id', 'j.employer_id', 'a.candidate_user_id', 'a.status').where('a.id', id).first(),

    /** Which of these users act for the employer (its owner and its team), not deleted. */
    async teamMemberIds(employerId: number, ids: readonly number[], trx?: Knex.Transaction): Promise<number[]> {
      if (!ids.length) return [];
      const rows: { id: number }[] = await q(trx)('users')
        .select('id')
        .where({ employer_id: employerId })
        .whereNull('deleted_at')
        .whereRaw('roles && ?::text[]', [EMPLOYER_ROLES as string[]])
        .whereIn('id', ids);
      return rows.map((row) => Number(row.id));
    },

    async insert(row: Omit<InterviewRow, 'id' | 'created_at' | 'updated_at' | 'booked_start' | 'booked_end' | 'booked_at' | 'round' | 'sequence' | 'reason'>, trx: Knex.Transaction): Promise<number> {
      const [inserted] = await trx('interviews').insert(row).returning('id');
      return Number((inserted as { id: number }).id);
    },

    async replaceSlots(interviewId: number, slots: readonly Date[], trx: Knex.Transaction): Promise<void> {
      await trx('interview_slots').where({ interview_id: interviewId }).delete();
      if (slots.length) await trx('interview_slots').insert(slots.map((starts_at) => ({ interview_id: interviewId, starts_at })));
    },

    async replaceInterviewers(interviewId: number, userIds: readonly number[], trx: Knex.Transaction): Promise<void> {
      await trx('interview_interviewers').where({ interview_id: interviewId }).delete();
      if (userIds.length) await trx('interview_interviewers').insert(userIds.map((user_id) => ({ interview_id: interviewId, user_id })));
    },

    find: (id: number, trx?: Knex.Transaction): Promise<InterviewRow | undefined> => q(trx)('interviews').where({ id }).first(),

    detail: (id: number, trx?: Knex.Transaction): Promise<InterviewDetailRow | undefined> => detailed(q(trx)).where('i.id', id).first(),

    async list(filter: ListFilter): Promise<{ rows: InterviewDetailRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        detailed(db)
          .whereIn('i.id', filtered(db, filter).select('i.id'))
          .orderBy([{ column: 'i.id', order: 'desc' }])
          .offset(filter.offset)
          .limit(filter.limit),
        filtered(db, filter).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as InterviewDetailRow[], total: Number(counted?.count ?? 0) };
    },

    async slotsOf(ids: readonly number[], trx?: Knex.Transaction): Promise<Map<number, Date[]>> {
      const map = new Map<number, Date[]>();
      if (!ids.length) return map;
      const rows: { interview_id: number; starts_at: Date }[] = await q(trx)('interview_slots').whereIn('interview_id', ids).orderBy(['interview_id', 'starts_at']);
      for (const row of rows) map.set(Number(row.interview_id), [...(map.get(Number(row.interview_id)) ?? []), new Date(row.starts_at)]);
      return map;
    },

    async interviewersOf(ids: readonly number[], trx?: Knex.Transaction): Promise<Map<number, Recipient[]>> {
      const map = new Map<number, Recipient[]>();
      if (!ids.length) return map;
      const rows: (Recipient & { interview_id: number })[] = await q(trx)('interview_interviewers as ii')
        .join('users as u', 'u.id', 'ii.user_id')
        .select('ii.interview_id', 'u.id', 'u.display_name as name', 'u.email', 'u.locale', 'u.timezone')
        .whereIn('ii.interview_id', ids)
        .whereNull('u.deleted_at')
        .orderBy(['ii.interview_id', 'u.id']);
      for (const { interview_id, ...person } of rows) map.set(Number(interview_id), [...(map.get(Number(interview_id)) ?? []), { ...person, id: Number(person.id) }]);
      return map;
    },

    recipient: (userId: number, trx?: Knex.Transaction): Promise<Recipient | undefined> =>
      q(trx)('users as u')
        .leftJoin('candidate_profiles as cp', 'cp.user_id', 'u.id')
        .select('u.id', db.raw(`${personName} as name`), 'u.email', 'u.locale', 'u.timezone')
        .where('u.id', userId)
        .whereNull('u.deleted_at')
        .first(),

    /** The employer's owner: told about a candidate's request, which has no interviewers yet. */
    employerOwner: (employerId: number, trx?: Knex.Transaction): Promise<Recipient | undefined> =>
      q(trx)('employers as e')
        .join('users as u', 'u.id', 'e.owner_user_id')
        .select('u.id', 'u.display_name as name', 'u.email', 'u.locale', 'u.timezone')
        .where('e.id', employerId)
        .whereNull('u.deleted_at')
        .first(),

    /**
     * Moves an interview from one of `from` to a new state in one conditional statement: of two requests racing
     * for the same interview, the second finds the status changed and gets nothing back (the caller answers 409).
     */
    async transition(id: number, from: readonly InterviewStatus[], changes: Record<string, unknown>, trx: Knex.Transaction): Promise<InterviewRow | undefined> {
      const [row] = await trx('interviews')
        .where({ id })
        .whereIn('status', from)
        .update({ ...changes, updated_at: trx.fn.now() })
        .returning('*');
      return row as InterviewRow | undefined;
    },

    async isOffered(interviewId: number, start: Date, trx: Knex.Transaction): Promise<boolean> {
      return (await trx('interview_slots').where({ interview_id: interviewId, starts_at: start }).first('interview_id')) !== undefined;
    },

    /**
     * Holds the interviewers' user rows (in id order, so two bookings cannot deadlock) until the transaction ends:
     * bookings sharing an interviewer run their overlap check one after the other, each seeing the other's commit.
     * NO KEY UPDATE is enough to serialise bookers and does not block rows that merely reference these users.
     */
    async lockInterviewers(userIds: readonly number[], trx: Knex.Transaction): Promise<void> {
      if (!userIds.length) return;
      await trx.raw(`SELECT id FROM users WHERE id IN (${userIds.map(() => '?').join(', ')}) ORDER BY id FOR NO KEY UPDATE`, [...userIds]);
    },

    /** Another booked interview of one of these interviewers that overlaps [start, end). */
    async overlapping(interviewId: number, userIds: readonly number[], start: Date, end: Date, trx: Knex.Transaction): Promise<{ id: number; user_id: number } | undefined> {
      if (!userIds.length) return undefined;
      return trx('interview_interviewers as ii')
        .join('interviews as i', 'i.id', 'ii.interview_id')
        .select('i.id', 'ii.user_id')
        .whereIn('ii.user_id', userIds)
        .where('i.status', 'booked')
        .whereNot('i.id', interviewId)
        .where('i.booked_start', '<', end)
        .where('i.booked_end', '>', start)
        .first();
    },

    /** Whether the application already had a booked interview whose time is over (this booking is then round 2). */
    async hadEarlierInterview(applicationId: number, interviewId: number, now: Date, trx: Knex.Transaction): Promise<boolean> {
      const row = await trx('interviews').where({ application_id: applicationId, status: 'booked' }).whereNot({ id: interviewId }).where('booked_end', '<=', now).first('id');
      return row !== undefined;
    },

    /** May this user open the interview's calendar file: the candidate, an interviewer, or the employer's team. */
    async isParticipant(interview: InterviewRow, userId: number, employerId: number | null, trx?: Knex.Transaction): Promise<boolean> {
      if (interview.candidate_user_id === userId || employerId === interview.employer_id) return true;
      return (await q(trx)('interview_interviewers').where({ interview_id: interview.id, user_id: userId }).first('user_id')) !== undefined;
    },
  };
}

export type InterviewsRepo = ReturnType<typeof createInterviewsRepo>;
