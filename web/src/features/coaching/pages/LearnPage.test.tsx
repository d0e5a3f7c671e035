import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { CoachingLessonDto } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { detail, lesson, quiz } from '../test/fixtures';
import { LearnPage } from './LearnPage';

const SLOW_MACHINE_MS = 30_000;

/** A tiny server for one enrolled learner: the quiz passes only with the stronger foot and strengths + weaknesses. */
function serve(initial: CoachingLessonDto) {
  let current = initial;
  answerWith((config) => {
    const path = pathOf(config);
    if (path === '/coaching/courses/scouting-reports') return { status: 200, body: { success: true, data: detail({ enrollment: { id: 3, progressPercent: 50 } }) } };
    if (path === `/coaching/lessons/${current.id}`) return { status: 200, body: { success: true, data: current } };
    if (path === `/coaching/lessons/${current.id}/complete`) {
      current = { ...current, completed: true, enrollment: { id: 3, progressPercent: 100, completed: true } };
      return { status: 200, body: { success: true, data: { completed: true } } };
    }
    if (path === '/coaching/quizzes/5/attempts') {
      const answers = (JSON.parse(String(config.data)) as { answers: Record<string, number[]> }).answers;
      const first = answers['51']?.join() === '511';
      const second = [...(answers['52'] ?? [])].sort().join() === '521,522';
      const used = (current.quiz?.attemptsUsed ?? 0) + 1;
      const passed = first && second;
      const scorePercent = (Number(first) + Number(second)) * 50;
      current = { ...current, quiz: { ...current.quiz!, attemptsUsed: used, passed: current.quiz!.passed || passed, bestScorePercent: Math.max(current.quiz!.bestScorePercent ?? 0, scorePercent) } };
      return {
        status: 201,
        body: {
          success: true,
          data: {
            id: used, scorePercent, passed, passMarkPercent: 100, attemptsUsed: used, attemptsAllowed: 3, submitted: '2026-11-28T10:00:00Z',
            results: [
              { questionId: 51, correct: first, correctOptionIds: [511], chosenOptionIds: answers['51'] ?? [] },
              { questionId: 52, correct: second, correctOptionIds: [521, 522], chosenOptionIds: answers['52'] ?? [] },
            ],
          },
        },
      };
    }
    return { status: 404 };
  });
}

const renderPage = (lessonId = 12) =>
  renderWithProviders(
    <Routes>
      <Route path="/coaching/learn/:slug/:lessonId" element={<LearnPage />} />
    </Routes>,
    { token: makeToken({ roles: ['candidate'] }), path: `/coaching/learn/scouting-reports/${lessonId}` },
  );

const attempts = () => sentRequests.filter((config) => pathOf(config) === '/coaching/quizzes/5/attempts').map((config) => JSON.parse(String(config.data)));

describe('learning a lesson', { timeout: SLOW_MACHINE_MS }, () => {
  it('asks for every answer, shows the server\'s marks on a failed attempt, and passes on the retry', async () => {
    const user = userEvent.setup({ delay: null });
    serve(lesson({ quiz: quiz() }));
    renderPage();
    await screen.findByTestId('coaching-quiz-form');
    expect(screen.getByText('Pass the quiz above to complete this lesson.')).toBeInTheDocument();
    expect(screen.queryByTestId('coaching-mark-complete')).toBeNull();

    await user.click(screen.getByTestId('coaching-quiz-submit'));
    expect(screen.getAllByText('Answer this question.')).toHaveLength(2);
    expect(attempts()).toHaveLength(0);

    await user.click(screen.getByLabelText('The weaker'));
    await user.click(screen.getByLabelText('Strengths'));
    await user.click(screen.getByTestId('coaching-quiz-submit'));
    const outcome = await screen.findByTestId('coaching-quiz-outcome');
    expect(outcome).toHaveTextContent('Not passed this time.');
    expect(outcome).toHaveTextContent('You scored 0% (pass mark 100%).');
    expect(attempts()[0]).toEqual({ answers: { '51': [512], '52': [521] } });
    expect(screen.getAllByText('Wrong')).toHaveLength(2);

    await user.click(screen.getByTestId('coaching-quiz-retry'));
    await user.click(await screen.findByLabelText('The stronger'));
    await user.click(screen.getByLabelText('Strengths'));
    await user.click(screen.getByLabelText('Weaknesses'));
    await user.click(screen.getByTestId('coaching-quiz-submit'));
    await waitFor(() => expect(screen.getByTestId('coaching-quiz-outcome')).toHaveTextContent('Passed!'));
    expect(screen.queryByTestId('coaching-quiz-retry')).toBeNull();
    // Passed: the lesson may now be completed, and completing it shows the course finished.
    await user.click(await screen.findByTestId('coaching-mark-complete'));
    expect(await screen.findByTestId('coaching-lesson-done')).toHaveTextContent('Lesson completed');
    expect(await screen.findByTestId('coaching-course-complete')).toBeInTheDocument();
  });

  it('plays the video from the privacy-enhanced player and links the lessons around it', async () => {
    serve(lesson({ id: 11, quiz: null, videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', previousLessonId: null, nextLessonId: 12 }));
    renderPage(11);
    const frame = (await screen.findByTestId('coaching-video')).querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByTestId('coaching-next')).toHaveAttribute('href', '/coaching/learn/scouting-reports/12');
    expect(screen.queryByTestId('coaching-previous')).toBeNull();
    expect(screen.getByTestId('coaching-progress')).toHaveTextContent('50% complete');
  });

  it('tells a learner who is not enrolled that the lesson is for enrolled learners', async () => {
    answerWith((config) => (pathOf(config) === '/coaching/lessons/12' ? { status: 403, body: { success: false, message: 'Enroll first' } } : { status: 404 }));
    renderPage();
    expect(await screen.findByText('This lesson is for enrolled learners')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/coaching/course/scouting-reports');
  });
});
