import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, ROUTES, TOKEN_STORAGE_KEY } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { RequestInterviewPage } from './RequestInterviewPage';

const SLOW_MACHINE_MS = 30_000;

const applied = [{ id: 77, jobId: 5, job_title: 'U16 Coach', slug: 'u16-coach', employer: 'Leeds Juniors FC', status: 0, appliedDate: '2026-11-01' }];

function answerCandidate(membership: string, requestAnswer: { status: number; body?: unknown }) {
  answerWith((config) => {
    const path = pathOf(config);
    if (path === API.profile) return { status: 200, body: { success: true, data: { ID: 9, membership, timezone: 'Europe/London' } } };
    if (path === API.appliedJobs) return { status: 200, body: { success: true, data: applied, total: 1 } };
    if (path === API.requestInterview) return requestAnswer;
    return { status: 404 };
  });
}

describe('create an interview (§6, UNLIMITED)', { timeout: SLOW_MACHINE_MS }, () => {
  it('below UNLIMITED shows the perk and the upgrade path, and no form', async () => {
    answerCandidate('ELITE', { status: 500 });
    renderWithProviders(<RequestInterviewPage />, { token: makeToken() });
    expect(await screen.findByText('An Unlimited membership perk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Unlimited' })).toHaveAttribute('href', ROUTES.candidateUpgrade);
    expect(screen.queryByTestId('interview-request-form')).not.toBeInTheDocument();
  });

  it('a 402 answer shows its message and the upgrade link, and keeps the session', async () => {
    const user = userEvent.setup({ delay: null });
    const token = makeToken();
    answerCandidate('UNLIMITED', { status: 402, body: { success: false, statusCode: 402, message: 'Creating an interview needs the Unlimited membership.' } });
    renderWithProviders(<RequestInterviewPage />, { token });
    const form = await screen.findByTestId('interview-request-form');
    expect(screen.getByLabelText('Application *')).toHaveValue('77');
    fireEvent.change(screen.getAllByTestId('slot-input')[0], { target: { value: '2030-07-15T14:00' } });
    await user.type(screen.getByLabelText('Message to the employer *'), 'I can come to the ground.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === API.requestInterview)).toBe(true));
    expect(JSON.parse(String(sentRequests.find((config) => pathOf(config) === API.requestInterview)!.data))).toEqual({
      applicationId: 77,
      slots: ['2030-07-15T14:00:00+01:00'],
      message: 'I can come to the ground.',
    });
    const refusal = await screen.findByTestId('interview-upgrade');
    expect(refusal).toHaveTextContent('Your membership does not include this');
    expect(refusal).toHaveTextContent('Creating an interview needs the Unlimited membership.');
    expect(screen.getByRole('link', { name: 'Upgrade to Unlimited' })).toHaveAttribute('href', ROUTES.candidateUpgrade);
    expect(form).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('allows at most three times', async () => {
    const user = userEvent.setup({ delay: null });
    answerCandidate('UNLIMITED', { status: 500 });
    renderWithProviders(<RequestInterviewPage />, { token: makeToken() });
    await screen.findByTestId('interview-request-form');
    await user.click(screen.getByRole('button', { name: 'Add another time' }));
    await user.click(screen.getByRole('button', { name: 'Add another time' }));
    expect(screen.getAllByTestId('slot-input')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument();
  });
});
