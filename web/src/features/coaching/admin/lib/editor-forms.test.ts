import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { courseInputFrom, courseSchema, emptyCourse, type CourseFormValues } from './course-form';
import { emptyLesson, lessonInputFrom, lessonSchema } from './lesson-form';
import { emptyQuestion, emptyQuiz, quizInputFrom, quizSchema, withCorrect, withKind, type QuizFormValues } from './quiz-form';

const t = i18next.t.bind(i18next);

/** The paths the rules refuse, sorted. */
const errorsOf = async (schema: AnyObjectSchema, values: unknown) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string }[] }).inner.map((inner) => inner.path).sort();
  }
};

const course = (over: Partial<CourseFormValues> = {}): CourseFormValues => ({
  ...emptyCourse(),
  title: 'Scouting reports that get read',
  summary: 'Write reports a sporting director acts on.',
  category: 'scouting',
  level: 'beginner',
  ...over,
});

describe('the course details rules', () => {
  it('accepts a free course with the required fields', async () => {
    expect(await errorsOf(courseSchema(t), course())).toEqual([]);
  });

  it('asks for a title, a summary, a category and a level', async () => {
    expect(await errorsOf(courseSchema(t), emptyCourse())).toEqual(['category', 'level', 'summary', 'title']);
  });

  it('asks a paid course for £1 to £10,000 with at most two decimals, and ignores the price of a free one', async () => {
    expect(await errorsOf(courseSchema(t), course({ paid: true, price: '' }))).toEqual(['price']);
    expect(await errorsOf(courseSchema(t), course({ paid: true, price: '0' }))).toEqual(['price']);
    expect(await errorsOf(courseSchema(t), course({ paid: true, price: '0.99' }))).toEqual(['price']);
    expect(await errorsOf(courseSchema(t), course({ paid: true, price: '10000.01' }))).toEqual(['price']);
    expect(await errorsOf(courseSchema(t), course({ paid: true, price: '10000' }))).toEqual([]);
    expect(await errorsOf(courseSchema(t), course({ paid: true, price: '12.345' }))).toEqual(['price']);
    expect(await errorsOf(courseSchema(t), course({ paid: true, price: '-5' }))).toEqual(['price']);
    expect(await errorsOf(courseSchema(t), course({ paid: true, price: '49.99' }))).toEqual([]);
    expect(await errorsOf(courseSchema(t), course({ paid: false, price: 'abc' }))).toEqual([]);
  });

  it('takes a cover from an https address or an uploaded picture, and a slug of lower-case words', async () => {
    expect(await errorsOf(courseSchema(t), course({ coverImage: 'https://img.example/cover.jpg' }))).toEqual([]);
    expect(await errorsOf(courseSchema(t), course({ coverImage: '/media/12' }))).toEqual([]);
    expect(await errorsOf(courseSchema(t), course({ coverImage: '/images/coaching/scouting.jpg' }))).toEqual(['coverImage']);
    expect(await errorsOf(courseSchema(t), course({ coverImage: '//evil.example/x.jpg' }))).toEqual(['coverImage']);
    expect(await errorsOf(courseSchema(t), course({ coverImage: 'http://img.example/cover.jpg' }))).toEqual(['coverImage']);
    expect(await errorsOf(courseSchema(t), course({ coverImage: 'javascript:alert(1)' }))).toEqual(['coverImage']);
    expect(await errorsOf(courseSchema(t), course({ slug: 'Scouting Reports' }))).toEqual(['slug']);
    expect(await errorsOf(courseSchema(t), course({ slug: 'scouting-reports-2' }))).toEqual([]);
  });

  it('sends the price in pence, null when free, and the coach only when the caller may choose one', () => {
    expect(courseInputFrom(course({ paid: true, price: '49.99', coachId: '7' }), true)).toMatchObject({ priceMinor: 4999, coachId: 7 });
    expect(courseInputFrom(course({ paid: true, price: '19.1' }), false).priceMinor).toBe(1910);
    const free = courseInputFrom(course({ paid: false, price: '10', coachId: '7' }), false);
    expect(free.priceMinor).toBeNull();
    expect('coachId' in free).toBe(false);
    expect('slug' in free).toBe(false);
  });
});

describe('the lesson rules', () => {
  const lesson = { ...emptyLesson(3), lessonTitle: 'Reading the game' };

  it('accepts a lesson with only a title', async () => {
    expect(await errorsOf(lessonSchema(t), lesson)).toEqual([]);
  });

  it('takes YouTube and Vimeo links only', async () => {
    expect(await errorsOf(lessonSchema(t), { ...lesson, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toEqual([]);
    expect(await errorsOf(lessonSchema(t), { ...lesson, videoUrl: 'https://vimeo.com/76979871' })).toEqual([]);
    expect(await errorsOf(lessonSchema(t), { ...lesson, videoUrl: 'https://videos.example/clip.mp4' })).toEqual(['videoUrl']);
    expect(await errorsOf(lessonSchema(t), { ...lesson, videoUrl: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toEqual(['videoUrl']);
  });

  it('takes a duration of 1 to 600 whole minutes, or none', async () => {
    for (const ok of ['', '1', '45', '600']) expect(await errorsOf(lessonSchema(t), { ...lesson, durationMinutes: ok })).toEqual([]);
    for (const bad of ['0', '601', '12.5', 'ten']) expect(await errorsOf(lessonSchema(t), { ...lesson, durationMinutes: bad })).toEqual(['durationMinutes']);
  });

  it('sends an empty link and duration as null', () => {
    expect(lessonInputFrom({ ...lesson, videoUrl: '  ', durationMinutes: '' })).toMatchObject({ moduleId: 3, videoUrl: null, durationMinutes: null, isRequired: true });
    expect(lessonInputFrom({ ...lesson, durationMinutes: '25' }).durationMinutes).toBe(25);
  });
});

describe('the quiz rules', () => {
  const valid = (): QuizFormValues => ({
    quizTitle: 'Check your understanding',
    passMarkPercent: '60',
    attemptsAllowed: '',
    questions: [
      { prompt: 'Which is a pressing trigger?', kind: 'single', options: [{ label: 'A back pass', correct: true }, { label: 'A goal kick', correct: false }] },
      { prompt: 'Which belong in a report?', kind: 'multiple', options: [{ label: 'Strengths', correct: true }, { label: 'Weaknesses', correct: true }, { label: 'Star sign', correct: false }] },
    ],
  });

  it('accepts a quiz with unlimited attempts', async () => {
    expect(await errorsOf(quizSchema(t), valid())).toEqual([]);
  });

  it('refuses a single-choice question with no or two correct options, and a multiple-choice one with none', async () => {
    const none = valid();
    none.questions[0].options[0].correct = false;
    expect(await errorsOf(quizSchema(t), none)).toEqual(['questions[0].options']);
    const two = valid();
    two.questions[0].options[1].correct = true;
    expect(await errorsOf(quizSchema(t), two)).toEqual(['questions[0].options']);
    const noneMultiple = valid();
    noneMultiple.questions[1].options.forEach((option) => (option.correct = false));
    expect(await errorsOf(quizSchema(t), noneMultiple)).toEqual(['questions[1].options']);
  });

  it('asks for a prompt, labelled options, at least two options and at least one question', async () => {
    const blank = valid();
    blank.questions[0].prompt = ' ';
    blank.questions[1].options[2].label = '';
    expect(await errorsOf(quizSchema(t), blank)).toEqual(['questions[0].prompt', 'questions[1].options[2].label']);
    const lonely = valid();
    lonely.questions[0].options = [{ label: 'Only', correct: true }];
    expect(await errorsOf(quizSchema(t), lonely)).toEqual(['questions[0].options']);
    expect(await errorsOf(quizSchema(t), { ...valid(), questions: [] })).toEqual(['questions']);
  });

  it('takes a pass mark of 1–100 % and 1–100 attempts or none', async () => {
    for (const bad of ['0', '101', '', '50.5']) expect(await errorsOf(quizSchema(t), { ...valid(), passMarkPercent: bad })).toEqual(['passMarkPercent']);
    for (const bad of ['0', '101', 'x']) expect(await errorsOf(quizSchema(t), { ...valid(), attemptsAllowed: bad })).toEqual(['attemptsAllowed']);
    expect(await errorsOf(quizSchema(t), { ...valid(), attemptsAllowed: '3' })).toEqual([]);
  });

  it('a new quiz still needs its question written and its right answer marked', async () => {
    expect(await errorsOf(quizSchema(t), emptyQuiz('Quiz'))).toEqual(['questions[0].options', 'questions[0].options[0].label', 'questions[0].options[1].label', 'questions[0].prompt']);
  });

  it('marks one right answer in a single-choice question and toggles them in a multiple-choice one', () => {
    const single = withCorrect(withCorrect({ ...emptyQuestion(), options: [{ label: 'a', correct: false }, { label: 'b', correct: false }] }, 0), 1);
    expect(single.options.map((option) => option.correct)).toEqual([false, true]);
    const multiple = withCorrect(withCorrect(withKind(single, 'multiple'), 0), 1);
    expect(multiple.options.map((option) => option.correct)).toEqual([true, false]);
  });

  it('switching to single choice keeps only the first right answer', () => {
    const question = { prompt: 'p', kind: 'multiple' as const, options: [{ label: 'a', correct: false }, { label: 'b', correct: true }, { label: 'c', correct: true }] };
    expect(withKind(question, 'single').options.map((option) => option.correct)).toEqual([false, true, false]);
  });

  it('sends numbers, and null for unlimited attempts', () => {
    expect(quizInputFrom(valid())).toMatchObject({ passMarkPercent: 60, attemptsAllowed: null });
    expect(quizInputFrom({ ...valid(), attemptsAllowed: '2' }).attemptsAllowed).toBe(2);
  });
});
