import { mediaPath, type CoachingCertificateDto, type CoachingCourseCardDto, type CoachingPersonDto, type CoachingPriceDto, type CoachingReviewDto } from '@fj/shared';
import { memberPriceMinor } from '../shop/member-discount';
import type { CertificateRow } from './certificates.repo';
import type { CourseCard } from './courses.repo';
import type { Progress } from './learning.repo';
import type { ReviewRow } from './reviews.repo';

/** A course is paid while it points at an active shop product; otherwise it is free. */
export const isPaid = (course: CourseCard): boolean => course.product_id !== null && course.product_active === true;

export const toCoach = (course: CourseCard): CoachingPersonDto => ({
  ID: course.coach_user_id,
  name: course.coach_name,
  profilePic: course.coach_pic_media_id === null ? null : mediaPath(course.coach_pic_media_id),
  slug: course.coach_slug,
});

/** The list price, and what this caller would pay (the member price when their membership has the discount). */
export function toPrice(course: CourseCard, memberDiscount: boolean): CoachingPriceDto | null {
  if (!isPaid(course)) return null;
  const list = course.price_minor!;
  return {
    productId: course.product_id!,
    productSlug: course.product_slug!,
    currency: course.currency!,
    listPriceMinor: list,
    yourPriceMinor: memberDiscount && course.member_discount_eligible ? memberPriceMinor(list) : list,
  };
}

export function toCard(course: CourseCard, memberDiscount: boolean, enrollment: { id: number; progress: Progress } | undefined): CoachingCourseCardDto {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    coverImage: course.cover_image_url,
    category: course.category,
    level: course.level,
    language: course.language,
    coach: toCoach(course),
    price: toPrice(course, memberDiscount),
    lessonCount: course.lesson_count,
    durationMinutes: course.duration_minutes,
    rating: { average: course.rating_average, count: course.rating_count },
    enrollment: enrollment ? { id: enrollment.id, progressPercent: enrollment.progress.progressPercent } : null,
  };
}

export const toReview = (row: ReviewRow, viewerUserId: number | undefined): CoachingReviewDto => ({
  id: row.id,
  rating: row.rating,
  body: row.body,
  author: { ID: row.user_id, name: row.author_name },
  created: new Date(row.created_at).toISOString(),
  mine: row.user_id === viewerUserId,
});

export const certificateVerifyUrl = (publicWebUrl: string, code: string) => `${publicWebUrl.replace(/\/+$/, '')}/coaching/certificates/${encodeURIComponent(code)}`;

export const toCertificate = (row: CertificateRow, publicWebUrl: string): CoachingCertificateDto => ({
  code: row.code,
  learnerName: row.learner_name,
  courseTitle: row.course_title,
  courseSlug: row.course_slug,
  coachName: row.coach_name,
  issued: new Date(row.issued_at).toISOString(),
  verifyUrl: certificateVerifyUrl(publicWebUrl, row.code),
});
