import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { CandidateHotListPage } from './CandidateHotListPage';

const SLOW_MACHINE_MS = 30_000;

const state = (overrides: object = {}) => ({ included: true, membership: 'STANDARD', listed: false, profilePublic: true, hasProfile: true, entry: null, ...overrides });

function answer(own: object, update?: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  answerWith((config) => {
    if (pathOf(config) === API.hotListEntry) return { status: 200, body: { success: true, data: own } };
    if (pathOf(config) === API.updateHotList && update) return update(JSON.parse(String(config.data)));
    return { status: 404 };
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/candidate/hot-list" element={<CandidateHotListPage />} />
    </Routes>,
    { token: makeToken({ roles: ['candidate'] }), path: '/candidate/hot-list' },
  );

const updates = () => sentRequests.filter((config) => pathOf(config) === API.updateHotList).map((config) => JSON.parse(String(config.data)));

describe('candidate hot list', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows a FREE member what the hot list is and the way to upgrade, and no form', async () => {
    answer(state({ included: false, membership: 'FREE' }));
    renderPage();
    expect(await screen.findByTestId('hot-list-upgrade')).toHaveTextContent('Standard membership and above');
    expect(screen.getByTestId('hot-list-upgrade-link')).toHaveAttribute('href', '/candidate/upgrade-account');
    expect(screen.queryByTestId('hot-list-form')).not.toBeInTheDocument();
  });

  it('asks for roles and regions before sending, allows at most 3 roles, and sends the choice', async () => {
    const user = userEvent.setup({ delay: null });
    answer(state(), (body) => ({ status: 200, body: { success: true, message: 'ok', data: state({ listed: true, entry: { ...body, listedAt: '2026-11-28T10:00:00Z' } }) } }));
    renderPage();
    await user.click(await screen.findByTestId('hot-list-save'));
    expect(await screen.findByText('Choose at least one role.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one region or country.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);

    for (const role of ['Head Coach', 'Scout', 'Referee']) {
      await user.click(screen.getByLabelText('Roles *'));
      await user.click(await screen.findByRole('option', { name: role }));
    }
    // A fourth role cannot be picked.
    await user.click(screen.getByLabelText('Roles *'));
    expect(await screen.findByRole('option', { name: 'Journalist' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('Regions and countries *'));
    await user.click(await screen.findByRole('option', { name: 'Europe' }));
    const date = screen.getByLabelText('Available from *');
    await user.clear(date);
    await user.type(date, '2026-12-15');
    await user.click(screen.getByTestId('hot-list-save'));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toEqual({ available: true, availableFrom: '2026-12-15', roles: ['head-coach', 'scout', 'referee'], regions: ['europe'] });
    expect(await screen.findByTestId('hot-list-status')).toHaveTextContent('employers can see you now');
  });

  it('leaves the list with available unticked, sending no choices', async () => {
    const user = userEvent.setup({ delay: null });
    const entry = { available: true, availableFrom: '2026-12-01', roles: ['scout'], regions: ['fr'], listedAt: '2026-11-28T10:00:00Z' };
    answer(state({ listed: true, entry }), () => ({ status: 200, body: { success: true, message: 'ok', data: state({ entry: { ...entry, available: false } }) } }));
    renderPage();
    await user.click(await screen.findByLabelText('I am available for work: show me on the hot list'));
    expect(screen.queryByLabelText('Roles *')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('hot-list-save'));
    await waitFor(() => expect(updates()).toEqual([{ available: false }]));
  });

  it('warns a member whose private profile keeps them off the list', async () => {
    answer(state({ profilePublic: false, entry: { available: true, availableFrom: '2026-12-01', roles: ['scout'], regions: ['fr'], listedAt: '2026-11-28T10:00:00Z' } }));
    renderPage();
    expect(await screen.findByTestId('hot-list-status')).toHaveTextContent('until your profile is public');
  });
});
