import type { Knex } from 'knex';
// What a participant reads in place of a message a moderator hid: the export shows the same words.
import { MESSAGE_REMOVED_TEXT } from '../messages/messages.repo';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * The domains added after "download my data" was written (issue 25): conversations, interviews, courses, API keys and
 * webhooks (never a secret or a hash), reports the person made, background checks (the certificate as a media
 * reference; the file itself is in `files`). One query per domain, each on its own index by user.
 */
export async function laterDomainsDataOf(db: Knex, userId: number) {
  const [threads, messages, attachments, interviews, enrollments, certificates, apiKeys, webhooks, reports, checks] = await Promise.all([
    db('message_participants as p')
      .join('message_threads as t', 't.id', 'p.thread_id')
      .where('p.user_id', userId)
      .orderBy('t.id')
      .select('t.id', 't.context', 't.context_id', 'p.side', 't.created_at'),
    db('messages as m')
      .join('message_participants as p', function joinMine() {
        this.on('p.thread_id', '=', 'm.thread_id').andOn('p.user_id', '=', db.raw('?', [userId]));
      })
      .leftJoin('users as u', 'u.id', 'm.author_user_id')
      .orderBy('m.id')
      .select('m.id', 'm.thread_id', 'm.author_user_id', 'u.display_name as author_name', 'm.body', 'm.via_email', 'm.hidden_at', 'm.created_at'),
    db('message_attachments as a')
      .join('messages as m', 'm.id', 'a.message_id')
      .join('message_participants as p', function joinMine() {
        this.on('p.thread_id', '=', 'm.thread_id').andOn('p.user_id', '=', db.raw('?', [userId]));
      })
      .select('a.message_id', 'a.media_id'),
    db('interviews as i')
      .join('jobs as j', 'j.id', 'i.job_id')
      .where('i.candidate_user_id', userId)
      .orWhereIn('i.id', db('interview_interviewers').where({ user_id: userId }).select('interview_id'))
      .orderBy('i.id')
      .select('i.id', 'i.application_id', 'j.title as job_title', 'i.kind', 'i.status', 'i.location', 'i.video_url', 'i.duration_minutes', 'i.message', 'i.booked_start', 'i.booked_end', 'i.created_at'),
    db('coaching_enrollments as e')
      .join('coaching_courses as c', 'c.id', 'e.course_id')
      .where('e.user_id', userId)
      .orderBy('e.enrolled_at')
      .select('e.id', 'c.title as course_title', 'e.source', 'e.enrolled_at', 'e.last_activity_at', 'e.completed_at'),
    db('coaching_certificates as cc')
      .join('coaching_enrollments as e', 'e.id', 'cc.enrollment_id')
      .where('e.user_id', userId)
      .orderBy('cc.issued_at')
      .select('cc.code', 'cc.learner_name', 'cc.course_title', 'cc.coach_name', 'cc.issued_at'),
    // Metadata only: never key_hash.
    db('api_keys').where({ user_id: userId }).orderBy('id').select('id', 'name', 'prefix', 'scopes', 'created_at', 'expires_at', 'last_used_at', 'last_used_ip', 'revoked_at'),
    // Never the signing secret.
    db('webhooks').where({ user_id: userId }).orderBy('id').select('id', 'url', 'description', 'events', 'enabled', 'disabled_reason', 'created_at'),
    db('reports').where({ reporter_user_id: userId }).orderBy('id').select('id', 'kind', 'object_id', 'reason', 'details', 'status', 'created_at', 'resolved_at'),
    db('background_checks').where({ user_id: userId }).orderBy('id').select('id', 'check_type', 'reference_number', 'issued_on', 'expires_on', 'media_id', 'status', 'rejection_reason', 'reviewed_at', 'created_at'),
  ]);

  const attachmentsOf = new Map<string, number[]>();
  for (const row of attachments) attachmentsOf.set(String(row.message_id), [...(attachmentsOf.get(String(row.message_id)) ?? []), row.media_id]);
  const day = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

  return {
    conversations: threads.map((thread) => ({
      id: Number(thread.id),
      context: thread.context,
      contextId: Number(thread.context_id),
      side: thread.side,
      created: iso(thread.created_at),
      messages: messages
        .filter((message) => String(message.thread_id) === String(thread.id))
        .map((message) => ({
          id: Number(message.id),
          mine: message.author_user_id === userId,
          author: message.author_user_id === null ? null : message.author_name,
          // A hidden message reads as it does in the conversation, for its author too.
          body: message.hidden_at ? MESSAGE_REMOVED_TEXT : message.body,
          hidden: message.hidden_at !== null,
          attachmentMediaIds: message.hidden_at ? [] : (attachmentsOf.get(String(message.id)) ?? []),
          viaEmail: message.via_email,
          sent: iso(message.created_at),
        })),
    })),
    interviews: interviews.map((row) => ({
      id: row.id,
      applicationId: row.application_id,
      job: row.job_title,
      kind: row.kind,
      status: row.status,
      location: row.location,
      videoUrl: row.video_url,
      durationMinutes: row.duration_minutes,
      message: row.message,
      start: iso(row.booked_start),
      end: iso(row.booked_end),
      created: iso(row.created_at),
    })),
    courseEnrollments: enrollments.map((row) => ({
      id: row.id,
      course: row.course_title,
      source: row.source,
      enrolled: iso(row.enrolled_at),
      lastActivity: iso(row.last_activity_at),
      completed: iso(row.completed_at),
    })),
    certificates: certificates.map((row) => ({ code: row.code, name: row.learner_name, course: row.course_title, coach: row.coach_name, issued: iso(row.issued_at) })),
    apiKeys: apiKeys.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      scopes: row.scopes,
      created: iso(row.created_at),
      expires: iso(row.expires_at),
      lastUsed: iso(row.last_used_at),
      lastUsedIp: row.last_used_ip,
      revoked: iso(row.revoked_at),
    })),
    webhooks: webhooks.map((row) => ({ id: row.id, url: row.url, description: row.description, events: row.events, enabled: row.enabled, disabledReason: row.disabled_reason, created: iso(row.created_at) })),
    reportsMade: reports.map((row) => ({ id: Number(row.id), kind: row.kind, objectId: Number(row.object_id), reason: row.reason, details: row.details, status: row.status, created: iso(row.created_at), resolved: iso(row.resolved_at) })),
    backgroundChecks: checks.map((row) => ({
      id: row.id,
      checkType: row.check_type,
      referenceNumber: row.reference_number,
      issuedOn: day(row.issued_on),
      expiresOn: day(row.expires_on),
      status: row.status,
      rejectionReason: row.rejection_reason,
      certificateMediaId: row.media_id,
      reviewed: iso(row.reviewed_at),
      created: iso(row.created_at),
    })),
  };
}
