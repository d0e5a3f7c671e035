import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, type InterviewDto } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { interview } from '../test/fixtures';
import { CandidateInterviewsPage } from './CandidateInterviewsPage';

const SLOW_MACHINE_MS = 30_000;

describe('candidate interviews page', { timeout: SLOW_MACHINE_MS }, () => {
  it('books one of the offered times, shown in the candidate zone, then offers it for the calendar', async () => {
    const user = userEvent.setup({ delay: null });
    let mine: InterviewDto[] = [interview()];
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.profile) return { status: 200, body: { success: true, data: { timezone: 'Asia/Tokyo' } } };
      if (path === API.myInterviews) return { status: 200, body: { success: true, data: mine, total: mine.length } };
      if (path === '/interviews/31/book') {
        const { slot } = JSON.parse(String(config.data)) as { slot: string };
        mine = [interview({ status: 'booked', bookedSlot: slot, round: 1, icsUrl: '/interviews/31.ics' })];
        return { status: 200, body: { success: true, data: mine[0] } };
      }
      return { status: 404 };
    });
    renderWithProviders(<CandidateInterviewsPage />, { token: makeToken() });
    const card = await screen.findByTestId('candidate-interview');
    expect(within(card).getByRole('link', { name: 'U16 Coach' })).toHaveAttribute('href', '/job/u16-coach');
    // 13:00 UTC is 22:00 in Tokyo; 08:30 UTC is 17:30.
    const late = await within(card).findByLabelText('Mon, 15 Jul 2030, 22:00–22:45');
    expect(within(card).getByLabelText('Tue, 16 Jul 2030, 17:30–18:15')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Book this time' }));
    expect(await within(card).findByText('Please choose one of the times.')).toBeInTheDocument();
    expect(sentRequests.some((config) => pathOf(config) === '/interviews/31/book')).toBe(false);

    await user.click(late);
    await user.click(within(card).getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === '/interviews/31/book')).toBe(true));
    const sent = JSON.parse(String(sentRequests.find((config) => pathOf(config) === '/interviews/31/book')!.data));
    expect(sent).toEqual({ slot: '2030-07-15T13:00:00.000Z' });

    const booked = await screen.findByTestId('interview-booked-time');
    expect(booked).toHaveTextContent('Mon, 15 Jul 2030, 22:00–22:45');
    expect(screen.getByTestId('interview-status')).toHaveTextContent('Booked');
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    const google = new URL(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20300715T130000Z/20300715T134500Z');
    expect(google.searchParams.get('location')).toBe('https://meet.example.com/u16');
    expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
  });

  it('declining asks for a reason and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.profile) return { status: 200, body: { success: true, data: { timezone: 'Europe/London' } } };
      if (path === API.myInterviews) return { status: 200, body: { success: true, data: [interview()], total: 1 } };
      if (path === '/interviews/31/decline') return { status: 200, body: { success: true, data: interview({ status: 'declined' }) } };
      return { status: 404 };
    });
    renderWithProviders(<CandidateInterviewsPage />, { token: makeToken() });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'I took another job.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === '/interviews/31/decline')).toBe(true));
    expect(JSON.parse(String(sentRequests.find((config) => pathOf(config) === '/interviews/31/decline')!.data))).toEqual({ reason: 'I took another job.' });
  });

  it('says so when there is no interview yet', async () => {
    answerWith((config) => (pathOf(config) === API.myInterviews ? { status: 200, body: { success: true, data: [], total: 0 } } : { status: 200, body: { success: true, data: {} } }));
    renderWithProviders(<CandidateInterviewsPage />, { token: makeToken() });
    expect(await screen.findByTestId('interviews-empty')).toHaveTextContent('No interviews yet');
  });
});
