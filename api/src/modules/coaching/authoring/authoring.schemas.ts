import { Type, type TSchema } from 'typebox';
import { COACHING_LIMITS, RICH_TEXT_BODY_MAX } from '@fj/shared';
import { Id, INT4_MAX, Int, PagingFields, RequestObject, SkipCacheQuery, Str } from '../../../lib/schemas';
import { Category, Language, Level, QuestionKind as Kind, Source } from '../coaching-enums.schemas';
import { AUTHORING_LIMITS } from './authoring-rules';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
// One type list, not a union: with type coercion on, ajv turns null into 0 in an integer branch (and 0 into null in a
// null branch); with ['integer', 'null'] a value of either type is kept as it is.
const IntOrNull = (description?: string) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: -INT4_MAX, maximum: INT4_MAX, ...(description ? { description } : {}) });
const StrOrNull = (maxLength: number, description: string) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, description });
const Ok = <T extends TSchema>(data: T) => Type.Object({ success: Type.Literal(true), data });

export const CourseBody = RequestObject({
  title: Str(COACHING_LIMITS.titleMaxLength * 2),
  slug: Type.Optional(Str(COACHING_LIMITS.titleMaxLength, { description: 'Lower-case letters, numbers and dashes; made from the title when left out' })),
  summary: Str(COACHING_LIMITS.summaryMaxLength * 2),
  description: Str(RICH_TEXT_BODY_MAX, { description: 'Rich text, sanitised' }),
  coverImage: Str(500, { description: "'' , an https:// link, or /media/{id} of an uploaded picture" }),
  category: Category,
  level: Level,
  language: Language,
  coachId: Type.Optional(Id({ description: 'Administrators only: the coach who runs the course' })),
  priceMinor: IntOrNull(`null: free; otherwise pence, ${AUTHORING_LIMITS.priceMinMinor}–${AUTHORING_LIMITS.priceMaxMinor}`),
  published: Type.Boolean({ description: 'Needs at least one lesson' }),
});

export const ModuleBody = RequestObject({ title: Str(COACHING_LIMITS.titleMaxLength * 2) });
export const ModuleChangeBody = RequestObject({
  title: Type.Optional(Str(COACHING_LIMITS.titleMaxLength * 2)),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: '0-based; the other modules shift' })),
});

export const LessonBody = RequestObject({
  moduleId: Id(),
  title: Str(COACHING_LIMITS.titleMaxLength * 2),
  body: Str(RICH_TEXT_BODY_MAX, { description: 'Rich text, sanitised' }),
  videoUrl: StrOrNull(500, 'A YouTube or Vimeo link (422 otherwise)'),
  durationMinutes: IntOrNull('Minutes, 1–600'),
  isPreview: Type.Boolean(),
  isRequired: Type.Boolean(),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: '0-based within the module; the end when left out' })),
});

export const QuizBody = RequestObject({
  title: Str(COACHING_LIMITS.titleMaxLength * 2),
  passMarkPercent: Int(),
  attemptsAllowed: IntOrNull('null: unlimited'),
  questions: Type.Array(
    RequestObject({
      prompt: Str(AUTHORING_LIMITS.promptMaxLength * 2),
      kind: Kind,
      options: Type.Array(RequestObject({ label: Str(AUTHORING_LIMITS.optionMaxLength * 2), correct: Type.Boolean() }), { maxItems: COACHING_LIMITS.optionsPerQuestion * 2 }),
    }),
    { maxItems: COACHING_LIMITS.questionsPerQuiz * 2 },
  ),
});

export const CourseListQuery = RequestObject({ search: Type.Optional(Str(100)), ...PagingFields(), ...SkipCacheQuery });
export const PagingQuery = RequestObject({ ...PagingFields(), ...SkipCacheQuery });
export const AttachmentParams = RequestObject({ id: Id({ description: 'Lesson id' }), mediaId: Id() });

const Person = Type.Object({ ID: Type.Integer(), name: Type.String(), profilePic: Nullable(Type.String()), slug: Nullable(Type.String()) });

const CourseSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  category: Type.String(),
  level: Type.String(),
  language: Type.String(),
  published: Type.Boolean(),
  coach: Person,
  priceMinor: Nullable(Type.Integer()),
  enrollments: Type.Integer(),
  completions: Type.Integer(),
  updated: Type.String({ format: 'date-time' }),
});

const AttachmentSchema = Type.Object({ id: Type.Integer(), title: Type.String(), mime: Type.String(), size: Type.Integer(), url: Type.String() });

const QuizSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  passMarkPercent: Type.Integer(),
  attemptsAllowed: Nullable(Type.Integer()),
  questions: Type.Array(Type.Object({ prompt: Type.String(), kind: Type.String(), options: Type.Array(Type.Object({ label: Type.String(), correct: Type.Boolean() })) })),
});

const LessonSchema = Type.Object({
  id: Type.Integer(),
  moduleId: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  videoUrl: Nullable(Type.String()),
  durationMinutes: Nullable(Type.Integer()),
  isPreview: Type.Boolean(),
  isRequired: Type.Boolean(),
  position: Type.Optional(Type.Integer({ description: '0-based within the module' })),
  quiz: Nullable(QuizSchema),
  attachments: Type.Array(AttachmentSchema),
});

const ModuleSchema = Type.Object({ id: Type.Integer(), title: Type.String(), position: Type.Integer(), lessons: Type.Array(LessonSchema) });

const CourseDetailSchema = Type.Object({
  ...CourseSchema.properties,
  summary: Type.String(),
  description: Type.String(),
  coverImage: Type.String(),
  modules: Type.Array(ModuleSchema),
});

const LearnerSchema = Type.Object({
  enrollmentId: Type.Integer(),
  learner: Type.Object({ ID: Type.Integer(), name: Type.String(), email: Type.String() }),
  enrolled: Type.String({ format: 'date-time' }),
  source: Source,
  progressPercent: Type.Integer(),
  completedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
  quizzesPassed: Type.Integer(),
  quizzesTotal: Type.Integer(),
  lastActivity: Nullable(Type.String({ format: 'date-time' })),
  certificateCode: Nullable(Type.String()),
});

export const CourseListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(CourseSchema), total: Type.Integer() });
export const CourseDetailResponse = Ok(CourseDetailSchema);
export const ModuleResponse = Ok(ModuleSchema);
export const LessonResponse = Ok(LessonSchema);
export const QuizResponse = Ok(QuizSchema);
export const AttachmentResponse = Ok(AttachmentSchema);
export const LearnersResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(LearnerSchema), total: Type.Integer() });
export const CoachesResponse = Ok(Type.Array(Type.Object({ ...Person.properties, email: Type.String() })));

export const ATTACHMENT_DESCRIPTION = 'multipart/form-data: `file` (a PDF or a picture of at most 5 MB, checked by its bytes) and an optional `title` (the file name otherwise). 413 too large; 415 another type; 422 when the lesson already has 10 files.';
