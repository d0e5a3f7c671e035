import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { interview } from '../test/fixtures';
import { InterviewsSection } from './InterviewsSection';

const SLOW_MACHINE_MS = 30_000;

/** The employer works in New York: the slots typed are New York wall-clock times. */
function answerEmployer() {
  answerWith((config) => {
    const path = pathOf(config);
    if (path === API.profile) return { status: 200, body: { success: true, data: { employer: { id: 3 }, timezone: 'America/New_York' } } };
    if (path === API.teamMembers) return { status: 200, body: { success: true, data: [{ id: 21, name: 'Alex Coach', email: 'alex@example.com', role: 'team_member' }], total: 1 } };
    if (path === API.employerInterviews && config.method === 'get') return { status: 200, body: { success: true, data: [], total: 0 } };
    if (path === API.employerInterviews && config.method === 'post') return { status: 200, body: { success: true, data: interview() } };
    return { status: 404 };
  });
}

const scheduleCalls = () => sentRequests.filter((config) => pathOf(config) === API.employerInterviews && config.method === 'post');
const slotInputs = () => screen.getAllByTestId('slot-input');
const setSlot = (index: number, value: string) => fireEvent.change(slotInputs()[index], { target: { value } });

describe('interview scheduler in the pipeline', { timeout: SLOW_MACHINE_MS }, () => {
  it('refuses to send until kind, place and times are valid; then sends the slots as ISO with the zone offset', async () => {
    const user = userEvent.setup({ delay: null });
    answerEmployer();
    renderWithProviders(<InterviewsSection applicationId={12} />, { token: makeToken({ roles: ['employer'] }) });
    expect(await screen.findByText(/No interview yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule an interview' }));
    const form = await screen.findByTestId('interview-schedule-form');
    await waitFor(() => expect(within(form).getByText(/America\/New York/)).toBeInTheDocument());

    // Video is the default: a link is asked for, not an address.
    expect(within(form).getByLabelText('Video call link *')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Address *')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(2); // the link and the one time
    expect(scheduleCalls()).toHaveLength(0);

    // On site: the address replaces the link.
    await user.click(within(form).getByLabelText('On site'));
    expect(within(form).queryByLabelText('Video call link *')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Address *'), 'Elland Road, Leeds');
    const duration = within(form).getByLabelText('Duration (minutes) *');
    await user.clear(duration);
    await user.type(duration, '600');

    setSlot(0, '2030-01-15T09:00');
    await user.click(within(form).getByRole('button', { name: 'Add another time' }));
    setSlot(1, '2020-01-15T09:00');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText('Please choose a time in the future.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter between 15 and 480 minutes.')).toBeInTheDocument();
    expect(scheduleCalls()).toHaveLength(0);

    setSlot(1, '2030-01-15T09:00');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText('This time is already in the list.')).toBeInTheDocument();
    expect(scheduleCalls()).toHaveLength(0);

    setSlot(1, '2030-07-15T09:00');
    await user.clear(duration);
    await user.type(duration, '60');
    await user.click(within(form).getByLabelText('Interviewers *'));
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Alex Coach' }));
    await user.type(within(form).getByLabelText('Message to the candidate'), 'Bring your boots.');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));

    await waitFor(() => expect(scheduleCalls()).toHaveLength(1));
    expect(JSON.parse(String(scheduleCalls()[0].data))).toEqual({
      applicationId: 12,
      kind: 'onsite',
      location: 'Elland Road, Leeds',
      durationMinutes: 60,
      // Winter in New York is UTC-5, summer UTC-4: each slot carries its own offset.
      slots: ['2030-01-15T09:00:00-05:00', '2030-07-15T09:00:00-04:00'],
      // The signed-in employer (chosen at first) and the team member added.
      interviewerIds: [7, 21],
      message: 'Bring your boots.',
    });
  });

  it('a video interview sends the link and no address', async () => {
    const user = userEvent.setup({ delay: null });
    answerEmployer();
    renderWithProviders(<InterviewsSection applicationId={12} />, { token: makeToken({ roles: ['employer'] }) });
    await user.click(await screen.findByRole('button', { name: 'Schedule an interview' }));
    const form = await screen.findByTestId('interview-schedule-form');
    await waitFor(() => expect(within(form).getByText(/America\/New York/)).toBeInTheDocument());
    await user.click(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone number or dial-in *'), '+44 113 496 0000');
    await user.click(within(form).getByLabelText('Video call'));
    await user.type(within(form).getByLabelText('Video call link *'), 'meet.example.com');
    setSlot(0, '2030-03-01T16:30');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText('Please enter a link starting with https://')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Video call link *'));
    await user.type(within(form).getByLabelText('Video call link *'), 'https://meet.example.com/u16');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(scheduleCalls()).toHaveLength(1));
    const sent = JSON.parse(String(scheduleCalls()[0].data)) as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: 'video', videoUrl: 'https://meet.example.com/u16', slots: ['2030-03-01T16:30:00-05:00'], durationMinutes: 45, interviewerIds: [7] });
    expect(sent).not.toHaveProperty('location');
  });

  it("shows a candidate's request with Accept (one of the proposed times) and Decline", async () => {
    const user = userEvent.setup({ delay: null });
    const request = interview({ id: 40, origin: 'candidate', status: 'requested', kind: 'video', videoUrl: null, interviewers: [], message: 'I am free these days.' });
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.profile) return { status: 200, body: { success: true, data: { timezone: 'Europe/London' } } };
      if (path === API.teamMembers) return { status: 200, body: { success: true, data: [], total: 0 } };
      if (path === API.employerInterviews) return { status: 200, body: { success: true, data: [request], total: 1 } };
      if (path === '/job-api/interviews/40/accept') return { status: 200, body: { success: true, data: { ...request, status: 'booked' } } };
      return { status: 404 };
    });
    renderWithProviders(<InterviewsSection applicationId={12} />, { token: makeToken({ roles: ['employer'] }) });
    const card = await screen.findByTestId('interview-request');
    expect(within(card).getByText('Interview request from Sam Reed')).toBeInTheDocument();
    // 13:00 UTC in July is 14:00 in London.
    await waitFor(() => expect(within(card).getByText('Mon, 15 Jul 2030, 14:00–14:45')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const form = await within(card).findByTestId('interview-accept-form');
    await user.click(within(form).getByLabelText('Tue, 16 Jul 2030, 09:30–10:15'));
    await user.type(within(form).getByLabelText('Video call link *'), 'https://meet.example.com/x');
    await user.click(within(form).getByRole('button', { name: 'Accept and book' }));
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === '/job-api/interviews/40/accept')).toBe(true));
    const sent = JSON.parse(String(sentRequests.find((config) => pathOf(config) === '/job-api/interviews/40/accept')!.data));
    expect(sent).toEqual({ slot: '2030-07-16T08:30:00.000Z', kind: 'video', videoUrl: 'https://meet.example.com/x', interviewerIds: [7] });
  });
});
