import type { Knex } from 'knex';
import { isAdministrator } from '@fj/shared';
import type { AttachmentMediaAccess } from '../media/media-access';

/**
 * The media module's check for lesson attachments (media-access.ts): null when the file is not attached to a lesson;
 * otherwise learners enrolled in the lesson's course, the course's coach, the file's owner and administrators may
 * read it, and nobody else — not even a preview reader, so a paid course's handouts are not given away.
 */
export function coachingAttachmentAccess(db: Knex): AttachmentMediaAccess {
  return async (viewerUserId, mediaId) => {
    const courses: { course_id: number; coach_user_id: number; owner_user_id: number }[] = await db('coaching_lesson_attachments as a')
      .join('coaching_lessons as l', 'l.id', 'a.lesson_id')
      .join('coaching_courses as c', 'c.id', 'l.course_id')
      .join('media as m', 'm.id', 'a.media_id')
      .where('a.media_id', mediaId)
      .select('l.course_id', 'c.coach_user_id', 'm.owner_user_id');
    if (courses.length === 0) return null;
    if (viewerUserId === undefined) return false;
    if (courses.some((course) => course.coach_user_id === viewerUserId || course.owner_user_id === viewerUserId)) return true;
    const viewer = await db('users').where({ id: viewerUserId }).whereNull('deleted_at').first('roles');
    if (!viewer) return false;
    if (isAdministrator(viewer.roles)) return true;
    const enrolled = await db('coaching_enrollments')
      .where({ user_id: viewerUserId })
      .whereIn('course_id', courses.map((course) => course.course_id))
      .first('id');
    return enrolled !== undefined;
  };
}
