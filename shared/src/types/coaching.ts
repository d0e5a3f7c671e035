/**
 * The Employability Hub (issue 23, docs/coaching.md): courses with modules and lessons, quizzes marked on the server,
 * enrollments with progress, certificates anyone can verify, reviews, and messages with the coach.
 */

export const COACHING_CATEGORIES = [
  'coaching-badges',
  'performance-analysis',
  'careers',
  'scouting',
  'sports-science',
  'club-operations',
] as const;
export type CoachingCategory = (typeof COACHING_CATEGORIES)[number];

export const COACHING_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CoachingLevel = (typeof COACHING_LEVELS)[number];

/** The language a course is taught in. */
export const COACHING_LANGUAGES = ['en', 'ar'] as const;
export type CoachingLanguage = (typeof COACHING_LANGUAGES)[number];

export const QUIZ_QUESTION_KINDS = ['single', 'multiple'] as const;
export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number];

/** How a learner came to be enrolled. */
export const ENROLLMENT_SOURCES = ['free', 'order', 'admin'] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];

export const COACHING_LIMITS = {
  catalogueMaxLimit: 50,
  titleMaxLength: 160,
  summaryMaxLength: 400,
  reviewMaxLength: 2000,
  questionsPerQuiz: 50,
  optionsPerQuestion: 8,
  /** Video hosts a lesson may embed (privacy-enhanced players: youtube-nocookie.com, player.vimeo.com?dnt=1). */
  videoHosts: ['youtube.com', 'www.youtube.com', 'youtu.be', 'vimeo.com', 'player.vimeo.com'],
} as const;

export interface CoachingPersonDto {
  ID: number;
  name: string;
  profilePic: string | null;
  /** Public profile slug, when the coach has one. */
  slug: string | null;
}

/** The shop product a paid course is sold as (list price; the member price when the caller's membership discounts it). */
export interface CoachingPriceDto {
  productId: number;
  productSlug: string;
  currency: string;
  listPriceMinor: number;
  /** What the caller would pay (ELITE/UNLIMITED candidates: 25 % less); equals the list price for everyone else. */
  yourPriceMinor: number;
}

/** One catalogue card (GET /coaching/courses). */
export interface CoachingCourseCardDto {
  id: number;
  slug: string;
  title: string;
  summary: string;
  coverImage: string;
  category: CoachingCategory;
  level: CoachingLevel;
  language: CoachingLanguage;
  coach: CoachingPersonDto;
  /** null for a free course. */
  price: CoachingPriceDto | null;
  lessonCount: number;
  durationMinutes: number;
  rating: { average: number | null; count: number };
  /** The caller's enrollment, when signed in and enrolled. */
  enrollment: { id: number; progressPercent: number } | null;
}

export interface CoachingLessonOutlineDto {
  id: number;
  title: string;
  position: number;
  durationMinutes: number | null;
  isPreview: boolean;
  isRequired: boolean;
  hasVideo: boolean;
  hasQuiz: boolean;
  /** Only for an enrolled caller; false otherwise. */
  completed: boolean;
}

export interface CoachingModuleOutlineDto {
  id: number;
  title: string;
  position: number;
  lessons: CoachingLessonOutlineDto[];
}

export interface CoachingReviewDto {
  id: number;
  rating: number;
  body: string;
  author: { ID: number; name: string };
  created: string;
  mine: boolean;
}

/** GET /coaching/courses/{slug}: the outline (no lesson bodies), the coach, reviews, and what the caller may do. */
export interface CoachingCourseDetailDto extends CoachingCourseCardDto {
  /** Sanitised rich text. */
  description: string;
  modules: CoachingModuleOutlineDto[];
  reviews: CoachingReviewDto[];
  /** May the caller write (or edit) a review: enrolled and signed in. */
  canReview: boolean;
  /** Where an enrolled learner should go on: the first incomplete lesson, or null when all are complete. */
  nextLessonId: number | null;
}

/** A quiz as a learner sees it before an attempt: never the right answers. */
export interface CoachingQuizDto {
  id: number;
  title: string;
  passMarkPercent: number;
  /** null: unlimited. */
  attemptsAllowed: number | null;
  attemptsUsed: number;
  passed: boolean;
  bestScorePercent: number | null;
  questions: { id: number; prompt: string; kind: QuizQuestionKind; options: { id: number; label: string }[] }[];
}

export interface CoachingAttachmentDto {
  id: number;
  title: string;
  mime: string;
  size: number;
  /** `/media/{id}`: readable by enrolled learners, the coach and administrators. */
  url: string;
}

/** GET /coaching/lessons/{id} (enrolled, or a preview lesson). */
export interface CoachingLessonDto {
  id: number;
  courseSlug: string;
  courseTitle: string;
  moduleTitle: string;
  title: string;
  /** Sanitised rich text. */
  body: string;
  /** A privacy-friendly embed URL (youtube-nocookie.com / player.vimeo.com with dnt=1), or null. */
  videoEmbedUrl: string | null;
  durationMinutes: number | null;
  isPreview: boolean;
  attachments: CoachingAttachmentDto[];
  quiz: CoachingQuizDto | null;
  previousLessonId: number | null;
  nextLessonId: number | null;
  /** null when the caller reads a preview without an enrollment. */
  enrollment: { id: number; progressPercent: number; completed: boolean } | null;
  completed: boolean;
}

/** POST /coaching/quizzes/{id}/attempts { answers: { [questionId]: optionId[] } } → the marked attempt. */
export interface CoachingQuizAttemptDto {
  id: number;
  scorePercent: number;
  passed: boolean;
  passMarkPercent: number;
  attemptsUsed: number;
  attemptsAllowed: number | null;
  submitted: string;
  /** Only now, after submission: per question, whether the answer was right and which options were correct. */
  results: { questionId: number; correct: boolean; correctOptionIds: number[]; chosenOptionIds: number[] }[];
}

/** GET /coaching/enrollments (mine). */
export interface CoachingEnrollmentDto {
  id: number;
  course: { id: number; slug: string; title: string; coverImage: string; coach: CoachingPersonDto };
  enrolled: string;
  source: EnrollmentSource;
  progressPercent: number;
  completedLessons: number;
  totalLessons: number;
  /** Every required lesson complete and every quiz passed. */
  completed: boolean;
  /** Continue where I stopped: the last lesson opened, else the first incomplete one. */
  continueLessonId: number | null;
  certificate: { code: string; issued: string; pdfUrl: string; verifyUrl: string } | null;
  /** The conversation with the course's coach, once opened (GET /messages/threads/{id}). */
  threadId: number | null;
}

/** GET /coaching/certificates/{code}: public, or 404. */
export interface CoachingCertificateDto {
  code: string;
  learnerName: string;
  courseTitle: string;
  courseSlug: string;
  coachName: string;
  issued: string;
  verifyUrl: string;
}

/** Authoring (coach: own courses; administrator: all). */
export interface CoachingCourseInput {
  title: string;
  slug?: string;
  summary: string;
  description: string;
  coverImage: string;
  category: CoachingCategory;
  level: CoachingLevel;
  language: CoachingLanguage;
  /** Administrators only: the coach who runs the course (a coach's own courses are theirs). */
  coachId?: number;
  /** null: free. Otherwise the list price; the API keeps a shop product in step (member_discount_eligible). */
  priceMinor: number | null;
  published: boolean;
}

export interface CoachingLessonInput {
  moduleId: number;
  title: string;
  body: string;
  videoUrl: string | null;
  durationMinutes: number | null;
  isPreview: boolean;
  isRequired: boolean;
  position?: number;
}

export interface CoachingQuizInput {
  title: string;
  passMarkPercent: number;
  attemptsAllowed: number | null;
  questions: { prompt: string; kind: QuizQuestionKind; options: { label: string; correct: boolean }[] }[];
}

/** One authoring row (GET /coaching-admin/courses). */
export interface CoachingAdminCourseDto {
  id: number;
  slug: string;
  title: string;
  category: CoachingCategory;
  level: CoachingLevel;
  language: CoachingLanguage;
  published: boolean;
  coach: CoachingPersonDto;
  priceMinor: number | null;
  enrollments: number;
  completions: number;
  updated: string;
}

/** GET /coaching-admin/courses/{id}: everything the editors need, quizzes with their right answers. */
export interface CoachingAdminCourseDetailDto extends CoachingAdminCourseDto {
  summary: string;
  description: string;
  coverImage: string;
  modules: {
    id: number;
    title: string;
    position: number;
    lessons: (CoachingLessonInput & { id: number; quiz: (CoachingQuizInput & { id: number }) | null; attachments: CoachingAttachmentDto[] })[];
  }[];
}

/** GET /coaching-admin/courses/{id}/learners. */
export interface CoachingLearnerProgressDto {
  enrollmentId: number;
  learner: { ID: number; name: string; email: string };
  enrolled: string;
  source: EnrollmentSource;
  progressPercent: number;
  completedLessons: number;
  totalLessons: number;
  quizzesPassed: number;
  quizzesTotal: number;
  lastActivity: string | null;
  certificateCode: string | null;
}
