import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests, type FakeAnswer } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { ApplyFlowModal, type ApplyJob } from './ApplyFlowModal';

// Lazy chunks and a busy machine: give screens time to arrive (this file only).
configure({ asyncUtilTimeout: 15_000 });

const job: ApplyJob = {
  ID: 11,
  title: 'Academy Coach',
  receive_applicants: 'site',
  screening_questions: [
    { id: 'q1', question: 'Do you hold a UEFA B licence?', required: true },
    { id: 'q2', question: 'Anything else?', required: false },
  ],
};

function answerApi(applyAnswer: FakeAnswer) {
  answerWith((config) => {
    if (pathOf(config) === API.myResumes) {
      return {
        status: 200,
        body: { success: true, data: [{ id: 42, title: 'My football CV', kind: 'cv', attachmentType: 'cv', mime: 'application/pdf', size: 1000, url: '/media/42', created: '2026-01-01T00:00:00Z' }], total: 1 },
      };
    }
    if (pathOf(config) === API.apply) return applyAnswer;
    return { status: 404 };
  });
}

const step = () => screen.getByTestId('apply-nav').getAttribute('data-step');

describe('apply flow START → SCREENING_QUESTIONS → PREVIEW', { timeout: 60_000 }, () => {
  it('needs a CV and the required answer before moving on, previews, then submits', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi({ status: 200, body: { success: true, message: 'Applied', data: { jobId: 11, id: 5, status: 0 } } });
    renderWithProviders(<ApplyFlowModal job={job} onClose={() => undefined} />, { token: makeToken({ roles: ['candidate'] }) });

    expect(step()).toBe('1');
    await user.click(screen.getByTestId('apply-next'));
    expect(await screen.findByText('Please choose a CV or upload one.')).toBeInTheDocument();
    expect(step()).toBe('1');

    await user.click(await screen.findByLabelText('My football CV'));
    await user.click(screen.getByTestId('apply-next'));
    await waitFor(() => expect(step()).toBe('2'));
    expect(screen.getByText('Do you hold a UEFA B licence? *')).toBeInTheDocument();
    expect(screen.getByText('Anything else?')).toBeInTheDocument();

    await user.click(screen.getByTestId('apply-next'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(step()).toBe('2');

    await user.type(screen.getByLabelText('Do you hold a UEFA B licence? *'), 'Yes, since 2021');
    await user.type(screen.getByLabelText('Cover note (optional)'), 'Keen to join.');
    await user.click(screen.getByTestId('apply-next'));
    await waitFor(() => expect(step()).toBe('3'));
    expect(screen.getByTestId('apply-preview-cv')).toHaveTextContent('My football CV');
    expect(screen.getByText('Yes, since 2021')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(step()).toBe('2'));
    expect(screen.getByLabelText('Do you hold a UEFA B licence? *')).toHaveValue('Yes, since 2021');
    await user.click(screen.getByTestId('apply-next'));
    await waitFor(() => expect(step()).toBe('3'));

    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('Your application is submitted successfully.')).toBeInTheDocument();
    const sent = sentRequests.find((config) => pathOf(config) === API.apply)!;
    expect(JSON.parse(sent.data as string)).toEqual({
      jobId: 11,
      cv_media_id: 42,
      answers: [
        { question_id: 'q1', answer: 'Yes, since 2021' },
        { question_id: 'q2', answer: '' },
      ],
      cover_note: 'Keen to join.',
    });
  });

  it('shows a refused application clearly: 409 already applied, 402 no credits', async () => {
    const user = userEvent.setup({ delay: null });
    const noQuestions = { ...job, screening_questions: [] };
    answerApi({ status: 409, body: { success: false, statusCode: 409, error: 'Conflict', message: 'You have already applied for this job.' } });
    const { unmount } = renderWithProviders(<ApplyFlowModal job={noQuestions} onClose={() => undefined} />, { token: makeToken() });
    await user.click(await screen.findByLabelText('My football CV'));
    await user.click(screen.getByTestId('apply-next'));
    await screen.findByTestId('apply-step-questions');
    await user.click(screen.getByTestId('apply-next'));
    await user.click(await screen.findByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-error')).toHaveTextContent('You have already applied for this job.');
    unmount();

    answerApi({ status: 402, body: { success: false, statusCode: 402, error: 'Payment Required', message: 'No premium credits left this month.' } });
    renderWithProviders(<ApplyFlowModal job={noQuestions} onClose={() => undefined} />, { token: makeToken() });
    await user.click(await screen.findByLabelText('My football CV'));
    await user.click(screen.getByTestId('apply-next'));
    await screen.findByTestId('apply-step-questions');
    await user.click(screen.getByTestId('apply-next'));
    await user.click(await screen.findByTestId('apply-submit'));
    await waitFor(() => expect(screen.getByTestId('apply-error')).toHaveTextContent('You have no application credits left'));
    expect(screen.getByTestId('apply-error')).toHaveTextContent('No premium credits left this month.');
  });
});
