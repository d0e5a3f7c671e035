import { describe, expect, it } from 'vitest';
import type { CoachingQuizDto } from '@fj/shared';
import { attemptsLeft, chooseOption, unansweredQuestions } from './quiz-answers';

const single = { id: 1, prompt: 'Which?', kind: 'single' as const, options: [{ id: 10, label: 'A' }, { id: 11, label: 'B' }] };
const multiple = { id: 2, prompt: 'Which ones?', kind: 'multiple' as const, options: [{ id: 20, label: 'C' }, { id: 21, label: 'D' }] };
const quiz: Pick<CoachingQuizDto, 'questions'> = { questions: [single, multiple] };

describe('quiz answers', () => {
  it('a single-choice question keeps only the last option chosen', () => {
    const answers = chooseOption(chooseOption({}, single, 10, true), single, 11, true);
    expect(answers).toEqual({ '1': [11] });
  });

  it('a multiple-choice question adds and removes options', () => {
    let answers = chooseOption({}, multiple, 20, true);
    answers = chooseOption(answers, multiple, 21, true);
    expect(answers['2']).toEqual([20, 21]);
    answers = chooseOption(answers, multiple, 20, false);
    expect(answers['2']).toEqual([21]);
  });

  it('lists the questions without an answer', () => {
    expect(unansweredQuestions(quiz, {})).toEqual([1, 2]);
    expect(unansweredQuestions(quiz, { '1': [10], '2': [] })).toEqual([2]);
    expect(unansweredQuestions(quiz, { '1': [10], '2': [21] })).toEqual([]);
  });

  it('counts the attempts left; unlimited is null', () => {
    expect(attemptsLeft({ attemptsAllowed: 3, attemptsUsed: 1 })).toBe(2);
    expect(attemptsLeft({ attemptsAllowed: 2, attemptsUsed: 5 })).toBe(0);
    expect(attemptsLeft({ attemptsAllowed: null, attemptsUsed: 7 })).toBeNull();
  });
});
