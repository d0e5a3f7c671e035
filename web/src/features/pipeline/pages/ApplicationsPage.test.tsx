import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API, APPLICATION_STATUSES } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import type { ApplicationCard } from '../api/types';
import { applicationCard } from '../test/application-card';
import { ApplicationsPage } from './ApplicationsPage';

/** Typing through user-event is slow on a loaded machine; these tests wait for the UI, never for time. */
const SLOW_MACHINE_MS = 30_000;

const card = applicationCard;

const COUNTS: Record<number, number> = { 0: 2, 3: 1, 2: 4 };

function answerPipeline(rows: ApplicationCard[]) {
  answerWith((config) => {
    const path = pathOf(config);
    if (path === API.applicationStatusCount) {
      const data = APPLICATION_STATUSES.map((status) => ({ code: status.code, key: status.key, label: status.label, count: COUNTS[status.code] ?? 0 }));
      return { status: 200, body: { success: true, data, total: 7 } };
    }
    if (path === API.jobApplications) return { status: 200, body: { success: true, data: rows, total: rows.length } };
    if (path === API.jobDetail) return { status: 200, body: { success: true, data: { ID: 5, job_title: 'U16 Coach', slug: 'u16-coach' } } };
    if (path === API.takeAction) {
      const body = JSON.parse(config.data as string) as { ids: number[] };
      return { status: 200, body: { success: true, message: `${body.ids.length} applications moved to Rejected.`, data: [], emailsQueued: body.ids.length } };
    }
    return { status: 404 };
  });
}

function renderPage(path = '/employer/applications/5') {
  return renderWithProviders(
    <Routes>
      <Route path="/employer/applications/:id" element={<ApplicationsPage />} />
    </Routes>,
    { token: makeToken({ roles: ['employer'] }), path },
  );
}

const listQueries = () => sentRequests.filter((config) => pathOf(config) === API.jobApplications).map((config) => new URL(config.url!, 'http://api').searchParams);

describe('applications pipeline: status chips', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows All with the total and one chip per §4 status with its count; a chip filters the list by that status', async () => {
    const user = userEvent.setup({ delay: null });
    answerPipeline([card(1, 'Sam Reed', 0)]);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('status-chip-all')).toHaveTextContent('All (7)'));
    expect(screen.getByTestId('status-chip-0')).toHaveTextContent('Received (2)');
    expect(screen.getByTestId('status-chip-3')).toHaveTextContent('Short Listed (1)');
    expect(screen.getByTestId('status-chip-2')).toHaveTextContent('Rejected (4)');
    expect(screen.getByTestId('status-chip-10')).toHaveTextContent('Withdrew (0)');
    expect(within(screen.getByTestId('status-chips')).getAllByRole('button')).toHaveLength(APPLICATION_STATUSES.length + 1);

    await user.click(screen.getByTestId('status-chip-3'));
    await waitFor(() => expect(listQueries().at(-1)?.get('status')).toBe('3'));
    expect(screen.getByTestId('status-chip-3')).toHaveAttribute('aria-pressed', 'true');
    expect(listQueries().at(-1)?.get('id')).toBe('5');
  });
});

describe('applications pipeline: which job, where from', { timeout: SLOW_MACHINE_MS }, () => {
  it("names the job in the heading with a link to its advert, and shows the candidate's country by name, not code", async () => {
    answerPipeline([card(1, 'Sam Reed', 0)]);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('pipeline-heading')).toHaveTextContent('Applications: U16 Coach'));
    expect(screen.getByTestId('pipeline-job-link')).toHaveAttribute('href', '/job/u16-coach');
    expect(await screen.findByTestId('application-location')).toHaveTextContent('Leeds, United Kingdom');
    expect(screen.getByRole('heading', { level: 2, name: 'Sam Reed' })).toBeInTheDocument();
  });
});

describe('applications pipeline: bulk actions', { timeout: SLOW_MACHINE_MS }, () => {
  it('offers only moves allowed for every selected application and moves nothing until the employer confirms', async () => {
    const user = userEvent.setup({ delay: null });
    answerPipeline([card(1, 'Sam Reed', 0), card(2, 'Kit Lowe', 3)]);
    renderPage();
    const boxes = await screen.findAllByTestId('application-select');
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');

    const options = within(screen.getByTestId('bulk-move-select')).getAllByRole('option').map((option) => option.textContent);
    // Received → Viewed is allowed but Short Listed → Viewed is not: Viewed must not be offered for both.
    expect(options).not.toContain('Viewed');
    expect(options).not.toContain('Short Listed');
    expect(options).not.toContain('Withdrew');
    expect(options).toEqual(['Choose a status', '1st Interview', '2nd Interview', 'Offered', 'Hired', 'Rejected']);

    await user.selectOptions(screen.getByTestId('bulk-move-select'), 'Rejected');
    await user.click(screen.getByTestId('bulk-move'));
    expect(await screen.findByRole('heading', { name: 'Reject 2 application(s)' })).toBeInTheDocument();
    expect(sentRequests.some((config) => pathOf(config) === API.takeAction)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('reject-dialog')).not.toBeInTheDocument();
    expect(sentRequests.some((config) => pathOf(config) === API.takeAction)).toBe(false);

    await user.selectOptions(screen.getByTestId('bulk-move-select'), 'Rejected');
    await user.click(screen.getByTestId('bulk-move'));
    // An email without words is refused in the dialog, before anything is sent.
    await user.click(await screen.findByTestId('reject-confirm'));
    expect(await screen.findByText('Please write the email.')).toBeInTheDocument();
    // Rejected without an email: the checkbox says so, and the request asks the server to send none.
    await user.click(screen.getByTestId('reject-send'));
    expect(screen.queryByTestId('reject-subject')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Reason/));
    await user.paste('Position filled');
    await user.click(screen.getByTestId('reject-confirm'));
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === API.takeAction)).toBe(true));
    const sent = JSON.parse(sentRequests.find((config) => pathOf(config) === API.takeAction)!.data as string);
    expect(sent).toEqual({ ids: [1, 2], status: 2, reason: 'Position filled', send_email: false });
    expect(await screen.findByText(/Rejection emails sent: 2/)).toBeInTheDocument();
  });

  it('an application that can no longer move offers no status', async () => {
    answerPipeline([card(3, 'Jo Hart', 5)]);
    renderPage();
    const select = await screen.findByTestId('application-move-select');
    expect(select).toBeDisabled();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['No further moves']);
  });
});
