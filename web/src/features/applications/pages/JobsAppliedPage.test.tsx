import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, APPLY_API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

// Lazy chunks and a busy machine: give screens time to arrive (this file only).
configure({ asyncUtilTimeout: 15_000 });

const row = (id: number, status: number, title: string, canWithdraw: boolean) => ({
  id,
  jobId: id + 100,
  job_title: title,
  slug: `job-${id}`,
  link: `/job/job-${id}`,
  job_class: 'Free',
  employer: 'Riverside FC',
  employerSlug: 'riverside-fc',
  status,
  statusLabel: '',
  appliedDate: '2026-01-05T10:00:00.000Z',
  endDate: '2026-02-01',
  withdrawnDate: null,
  canWithdraw,
});

describe('/candidate/jobs-applied', { timeout: 60_000 }, () => {
  it('shows candidate-facing statuses, filters by status and withdraws after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    let withdrawn = false;
    answerWith((config) => {
      if (pathOf(config) === API.appliedJobs) {
        const status = new URL(config.url!, 'http://api').searchParams.get('status');
        const rows = [row(1, withdrawn ? 10 : 0, 'Academy Coach', !withdrawn), row(2, 3, 'Scout', true)];
        const data = status === null ? rows : rows.filter((entry) => String(entry.status) === status);
        return { status: 200, body: { success: true, data, total: data.length } };
      }
      if (pathOf(config) === APPLY_API.withdrawApplication) {
        withdrawn = true;
        return { status: 200, body: { success: true, message: 'Withdrawn', data: { id: 1, status: 10, statusLabel: 'Application Withdrawn' } } };
      }
      return { status: 404 };
    });
    renderApp('/candidate/jobs-applied', { token: makeToken({ roles: ['candidate'] }) });
    const coach = (await screen.findByRole('link', { name: 'Academy Coach' })).closest('tr')!;
    expect(within(coach).getByTestId('application-status')).toHaveTextContent('Application Submitted');
    const scout = screen.getByRole('link', { name: 'Scout' }).closest('tr')!;
    expect(within(scout).getByTestId('application-status')).toHaveTextContent('Application Approved'); // Short Listed, as a candidate reads it

    await user.selectOptions(screen.getByLabelText('Status'), '3');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Academy Coach' })).toBeNull());
    const lastQuery = new URL(sentRequests.filter((config) => pathOf(config) === API.appliedJobs).at(-1)!.url!, 'http://api').searchParams;
    expect(lastQuery.get('status')).toBe('3');

    await user.selectOptions(screen.getByLabelText('Status'), '');
    const again = (await screen.findByRole('link', { name: 'Academy Coach' })).closest('tr')!;
    await user.click(within(again).getByTestId('withdraw'));
    expect(await screen.findByText('Are you sure you want to withdraw your application for Academy Coach?')).toBeInTheDocument();
    expect(withdrawn).toBe(false); // nothing happens before the confirmation
    await user.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(withdrawn).toBe(true));
    const sent = sentRequests.find((config) => pathOf(config) === APPLY_API.withdrawApplication)!;
    expect(JSON.parse(sent.data as string)).toEqual({ id: 1 });
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: 'Academy Coach' }).closest('tr')!).getByTestId('application-status')).toHaveTextContent(
        'Application Withdrawn',
      ),
    );
  });
});
