import { Type } from 'typebox';
import { COACHING_LIMITS } from '@fj/shared';
import { Category, Language, Level, Source } from './coaching-enums.schemas';
import { ErrorResponse, Id, Int, PagingFields, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

const Person = Type.Object({ ID: Type.Integer(), name: Type.String(), profilePic: Nullable(Type.String()), slug: Nullable(Type.String()) });

const Price = Type.Object({
  productId: Type.Integer({ description: 'The shop product: POST /cart/items { productId } to buy the course' }),
  productSlug: Type.String(),
  currency: Type.String(),
  listPriceMinor: Type.Integer(),
  yourPriceMinor: Type.Integer({ description: 'What the caller pays: ELITE/UNLIMITED candidates 25 % less' }),
});

const CardProperties = {
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverImage: Type.String(),
  category: Category,
  level: Level,
  language: Language,
  coach: Person,
  price: Nullable(Price),
  lessonCount: Type.Integer(),
  durationMinutes: Type.Integer(),
  rating: Type.Object({ average: Nullable(Type.Number()), count: Type.Integer() }),
  enrollment: Nullable(Type.Object({ id: Type.Integer(), progressPercent: Type.Integer() })),
};

const Review = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  body: Type.String(),
  author: Type.Object({ ID: Type.Integer(), name: Type.String() }),
  created: DateTime,
  mine: Type.Boolean(),
});

const Detail = Type.Object({
  ...CardProperties,
  description: Type.String({ description: 'Sanitised rich text' }),
  modules: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      position: Type.Integer(),
      lessons: Type.Array(
        Type.Object({
          id: Type.Integer(),
          title: Type.String(),
          position: Type.Integer(),
          durationMinutes: Nullable(Type.Integer()),
          isPreview: Type.Boolean(),
          isRequired: Type.Boolean(),
          hasVideo: Type.Boolean(),
          hasQuiz: Type.Boolean(),
          completed: Type.Boolean(),
        }),
      ),
    }),
  ),
  reviews: Type.Array(Review),
  canReview: Type.Boolean(),
  nextLessonId: Nullable(Type.Integer()),
});

const Quiz = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    passMarkPercent: Type.Integer(),
    attemptsAllowed: Nullable(Type.Integer()),
    attemptsUsed: Type.Integer(),
    passed: Type.Boolean(),
    bestScorePercent: Nullable(Type.Integer()),
    questions: Type.Array(
      Type.Object({
        id: Type.Integer(),
        prompt: Type.String(),
        kind: Type.Union([Type.Literal('single'), Type.Literal('multiple')]),
        options: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() })),
      }),
    ),
  },
  { description: 'Never the right answers: those come only with a submitted attempt' },
);

const Lesson = Type.Object({
  id: Type.Integer(),
  courseSlug: Type.String(),
  courseTitle: Type.String(),
  moduleTitle: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'Sanitised rich text' }),
  videoEmbedUrl: Nullable(Type.String({ description: 'youtube-nocookie.com or player.vimeo.com with dnt=1' })),
  durationMinutes: Nullable(Type.Integer()),
  isPreview: Type.Boolean(),
  attachments: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), mime: Type.String(), size: Type.Integer(), url: Type.String() })),
  quiz: Nullable(Quiz),
  previousLessonId: Nullable(Type.Integer()),
  nextLessonId: Nullable(Type.Integer()),
  enrollment: Nullable(Type.Object({ id: Type.Integer(), progressPercent: Type.Integer(), completed: Type.Boolean() })),
  completed: Type.Boolean(),
});

const Attempt = Type.Object({
  id: Type.Integer(),
  scorePercent: Type.Integer(),
  passed: Type.Boolean(),
  passMarkPercent: Type.Integer(),
  attemptsUsed: Type.Integer(),
  attemptsAllowed: Nullable(Type.Integer()),
  submitted: DateTime,
  results: Type.Array(
    Type.Object({ questionId: Type.Integer(), correct: Type.Boolean(), correctOptionIds: Type.Array(Type.Integer()), chosenOptionIds: Type.Array(Type.Integer()) }),
  ),
});

const Enrollment = Type.Object({
  id: Type.Integer(),
  course: Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String(), coverImage: Type.String(), coach: Person }),
  enrolled: DateTime,
  source: Source,
  progressPercent: Type.Integer(),
  completedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
  completed: Type.Boolean({ description: 'Every required lesson complete and every quiz passed' }),
  continueLessonId: Nullable(Type.Integer()),
  certificate: Nullable(Type.Object({ code: Type.String(), issued: DateTime, pdfUrl: Type.String(), verifyUrl: Type.String() })),
  threadId: Nullable(Type.Integer({ description: 'GET /messages/threads/{id}, once opened' })),
});

const Certificate = Type.Object({
  code: Type.String(),
  learnerName: Type.String(),
  courseTitle: Type.String(),
  courseSlug: Type.String(),
  coachName: Type.String(),
  issued: DateTime,
  verifyUrl: Type.String(),
});

const envelope = <T extends Parameters<typeof Type.Object>[0][string]>(data: T) => Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data });

export const CatalogueResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Type.Object(CardProperties)), total: Type.Integer() });
export const DetailResponse = envelope(Detail);
export const LessonResponse = envelope(Lesson);
export const AttemptResponse = envelope(Attempt);
export const EnrollmentResponse = envelope(Enrollment);
export const EnrollmentsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Enrollment), total: Type.Integer() });
export const CertificateResponse = envelope(Certificate);
export const ReviewResponse = envelope(Review);

/** 402 of a paid course: the error envelope with the product to put in the basket. */
export const PaymentRequiredResponse = Type.Object({
  ...ErrorResponse.properties,
  product: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    currency: Type.String(),
    listPriceMinor: Type.Integer(),
    yourPriceMinor: Type.Integer(),
  }),
});

export const CatalogueQuery = RequestObject({
  ...PagingFields({ maximum: COACHING_LIMITS.catalogueMaxLimit, default: 12 }),
  category: Type.Optional(Category),
  level: Type.Optional(Level),
  language: Type.Optional(Language),
  search: Type.Optional(Str(100, { description: 'Words in the course title' })),
  ...SkipCacheQuery,
});

export const SlugParam = RequestObject({ slug: Str(160, { minLength: 1 }) });
export const CourseQuery = RequestObject({ ...SkipCacheQuery });
export const CodeParam = RequestObject({ code: Str(40, { minLength: 1 }) });

export const ReviewBody = RequestObject({
  rating: Int({ description: '1 to 5 stars (422 errors.rating otherwise)' }),
  body: Type.Optional(Str(COACHING_LIMITS.reviewMaxLength + 200, { description: `Up to ${COACHING_LIMITS.reviewMaxLength} characters after trimming` })),
});

export const AttemptBody = RequestObject({
  answers: Type.Record(Type.String({ maxLength: 12 }), Type.Array(Id(), { maxItems: COACHING_LIMITS.optionsPerQuestion }), {
    maxProperties: COACHING_LIMITS.questionsPerQuiz,
    description: 'For each question id, the option ids chosen (one for a single-choice question)',
  }),
});

export const ATTEMPT_DESCRIPTION =
  'Marked on the server: a question is right when exactly its correct options are chosen; the score is the share of right ' +
  'questions. Every question must be answered (422 errors["answers.<questionId>"]). 403 unless enrolled; 409 when the ' +
  "quiz's attempts are used up. Only this answer names the right options. A pass completes the quiz's lesson.";
