import type { CoachingCourseCardDto, CoachingCourseDetailDto, CoachingLessonDto, CoachingQuizDto } from '@fj/shared';

/** Answers shaped as the coaching API sends them (shared/src/types/coaching.ts), for the page tests. */
export const coach = { ID: 7, name: 'Cora Coach', profilePic: null, slug: null };

export function card(overrides: Partial<CoachingCourseCardDto> = {}): CoachingCourseCardDto {
  return {
    id: 1,
    slug: 'scouting-reports',
    title: 'Writing scouting reports',
    summary: 'Watch, note and report on a player the way clubs expect.',
    coverImage: '',
    category: 'scouting',
    level: 'beginner',
    language: 'en',
    coach,
    price: null,
    lessonCount: 4,
    durationMinutes: 60,
    rating: { average: 4.5, count: 2 },
    enrollment: null,
    ...overrides,
  };
}

export function detail(overrides: Partial<CoachingCourseDetailDto> = {}): CoachingCourseDetailDto {
  return {
    ...card(),
    description: '<p>What a report holds.</p>',
    modules: [
      {
        id: 1,
        title: 'Watching',
        position: 1,
        lessons: [
          { id: 11, title: 'What to watch', position: 1, durationMinutes: 10, isPreview: true, isRequired: true, hasVideo: true, hasQuiz: false, completed: false },
          { id: 12, title: 'Check your eye', position: 2, durationMinutes: 5, isPreview: false, isRequired: true, hasVideo: false, hasQuiz: true, completed: false },
        ],
      },
    ],
    reviews: [],
    canReview: false,
    nextLessonId: null,
    ...overrides,
  };
}

export const quiz = (overrides: Partial<CoachingQuizDto> = {}): CoachingQuizDto => ({
  id: 5,
  title: 'Check your eye',
  passMarkPercent: 100,
  attemptsAllowed: 3,
  attemptsUsed: 0,
  passed: false,
  bestScorePercent: null,
  questions: [
    { id: 51, prompt: 'Which foot does a report name first?', kind: 'single', options: [{ id: 511, label: 'The stronger' }, { id: 512, label: 'The weaker' }] },
    { id: 52, prompt: 'What does a report hold?', kind: 'multiple', options: [{ id: 521, label: 'Strengths' }, { id: 522, label: 'Weaknesses' }, { id: 523, label: 'Gossip' }] },
  ],
  ...overrides,
});

export function lesson(overrides: Partial<CoachingLessonDto> = {}): CoachingLessonDto {
  return {
    id: 12,
    courseSlug: 'scouting-reports',
    courseTitle: 'Writing scouting reports',
    moduleTitle: 'Watching',
    title: 'Check your eye',
    body: '<p>Answer the questions below.</p>',
    videoEmbedUrl: null,
    durationMinutes: 5,
    isPreview: false,
    attachments: [],
    quiz: null,
    previousLessonId: 11,
    nextLessonId: null,
    enrollment: { id: 3, progressPercent: 50, completed: false },
    completed: false,
    ...overrides,
  };
}
