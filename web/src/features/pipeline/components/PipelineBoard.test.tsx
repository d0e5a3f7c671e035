import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { API, APPLICATION_STATUS, APPLICATION_STATUSES, canTransition } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import type { ApplicationCard } from '../api/types';
import { applicationCard } from '../test/application-card';
import { dropOutcome } from '../lib/board-move';
import { ApplicationsPage } from '../pages/ApplicationsPage';

const SLOW_MACHINE_MS = 30_000;

const card = (id: number, name: string, status: number): ApplicationCard =>
  applicationCard(id, name, status, { rating: { mine: null, average: id === 1 ? 3.5 : null, count: id === 1 ? 2 : 0 } });

describe('board drops follow the shared transition table', () => {
  const t = i18next.getFixedT('en');
  it('refuses, with a reason naming both statuses, every drop the table refuses, and moves on every one it allows', () => {
    for (const { code: from } of APPLICATION_STATUSES) {
      for (const { code: to } of APPLICATION_STATUSES) {
        const outcome = dropOutcome(t, from, to);
        if (from === to) expect(outcome).toEqual({ kind: 'stay' });
        else if (canTransition(from, to, 'employer')) expect(outcome).toEqual({ kind: 'move', to });
        else expect(outcome.kind, `${from} → ${to}`).toBe('refused');
      }
    }
    expect(dropOutcome(t, APPLICATION_STATUS.SHORT_LISTED, APPLICATION_STATUS.VIEWED)).toEqual({
      kind: 'refused',
      message: 'An application cannot go back from Short Listed to Viewed: the pipeline only moves forward (or to Rejected).',
    });
    expect(dropOutcome(t, APPLICATION_STATUS.RECEIVED, APPLICATION_STATUS.WITHDREW)).toMatchObject({ message: expect.stringContaining('Only the candidate can withdraw') });
    expect(dropOutcome(t, APPLICATION_STATUS.HIRED, APPLICATION_STATUS.OFFERED)).toMatchObject({ message: expect.stringContaining('has ended') });
    expect(dropOutcome(t, APPLICATION_STATUS.RECEIVED, undefined)).toEqual({ kind: 'stay' });
  });
});

describe('the board', { timeout: SLOW_MACHINE_MS }, () => {
  function answer(rows: ApplicationCard[], takeAction: () => { status: number; body?: unknown }) {
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.applicationStatusCount) return { status: 200, body: { success: true, data: [], total: rows.length } };
      if (path === API.jobApplications) return { status: 200, body: { success: true, data: rows, total: rows.length } };
      if (path === API.jobDetail) return { status: 200, body: { success: true, data: { ID: 5, job_title: 'U16 Coach', slug: 'u16-coach' } } };
      if (path === API.takeAction) return takeAction();
      return { status: 404 };
    });
  }
  const renderBoard = () =>
    renderWithProviders(
      <Routes>
        <Route path="/employer/applications/:id" element={<ApplicationsPage />} />
      </Routes>,
      { token: makeToken({ roles: ['employer'] }), path: '/employer/applications/5?view=board' },
    );

  it('shows a column per status with its count, the average rating, and a Move to… menu of the allowed moves only', async () => {
    const user = userEvent.setup({ delay: null });
    answer([card(1, 'Sam Reed', 0), card(2, 'Kit Lowe', 3)], () => ({ status: 200, body: { success: true, message: 'ok', data: [], emailsQueued: 0 } }));
    renderBoard();
    const received = await screen.findByTestId('board-column-0');
    expect(within(received).getByTestId('board-column-count')).toHaveTextContent('1');
    expect(within(screen.getByTestId('board-column-3')).getByText('Kit Lowe')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^board-column-\d+$/)).toHaveLength(APPLICATION_STATUSES.length);
    expect(within(received).getByLabelText('Team rating 3.5 of 5 from 2 rating(s)')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('board-column-3')).getByTestId('move-to'));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['1st Interview', '2nd Interview', 'Offered', 'Hired', 'Rejected']);
  });

  it('moves a card at once and puts it back with the server message when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    answer([card(1, 'Sam Reed', 0)], () => ({ status: 422, body: { success: false, statusCode: 422, error: 'Unprocessable Entity', message: 'Some of these applications cannot be moved to that status; nothing was changed.' } }));
    renderBoard();
    await user.click(within(await screen.findByTestId('board-column-0')).getByTestId('move-to'));
    await user.click(screen.getByRole('menuitem', { name: 'Short Listed' }));
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === API.takeAction)).toBe(true));
    expect(await screen.findByTestId('board-message')).toHaveTextContent('Some of these applications cannot be moved to that status; nothing was changed.');
    await waitFor(() => expect(within(screen.getByTestId('board-column-0')).getByText('Sam Reed')).toBeInTheDocument());
    expect(within(screen.getByTestId('board-column-3')).queryByText('Sam Reed')).not.toBeInTheDocument();
  });
});
