import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { EmployerHotListPage } from './EmployerHotListPage';

const SLOW_MACHINE_MS = 30_000;

const item = (id: number, contact: { email: string; phone: string } | null) => ({
  ID: id,
  slug: `coach-${id}`,
  profileUrl: `/profile/coach-${id}`,
  name: `Coach ${id}`,
  profilePic: null,
  headline: 'UEFA A coach',
  profileType: 'coach',
  country: 'gb-eng',
  city: 'Leeds',
  availableFrom: id === 1 ? '2000-01-01' : '2099-03-01',
  roles: ['head-coach'],
  regions: ['europe', 'world'],
  listedAt: '2026-11-27T10:00:00.000Z',
  updated: '2026-11-27T10:00:00.000Z',
  contact,
});

function answer(contactAccess: boolean, subscribed = false) {
  let on = subscribed;
  answerWith((config) => {
    const path = pathOf(config);
    if (path === API.employerHotList)
      return { status: 200, body: { success: true, data: [item(1, contactAccess ? { email: 'one@example.com', phone: '07000' } : null), item(2, contactAccess ? { email: 'two@example.com', phone: '' } : null)], total: 45, contactAccess, contactNotice: '' } };
    if (path === API.hotListSubscription) {
      if (config.method === 'post') on = true;
      if (config.method === 'delete') on = false;
      return { status: 200, body: { success: true, message: 'ok', data: { subscribed: on, since: on ? '2026-11-28T00:00:00Z' : null } } };
    }
    return { status: 404 };
  });
}

const renderPage = (path = '/employer/hot-list') =>
  renderWithProviders(
    <Routes>
      <Route path="/employer/hot-list" element={<EmployerHotListPage />} />
    </Routes>,
    { token: makeToken({ roles: ['employer'] }), path },
  );

const listCalls = () => sentRequests.filter((config) => pathOf(config) === API.employerHotList).map((config) => new URL(config.url!, 'http://api').searchParams);

describe('employer hot list', { timeout: SLOW_MACHINE_MS }, () => {
  it('filters by role and country, pages, and links each card to the profile', async () => {
    const user = userEvent.setup({ delay: null });
    answer(true);
    renderPage();
    expect(await screen.findByTestId('hot-list-total')).toHaveTextContent('Candidates on the list: 45');
    await user.selectOptions(screen.getByTestId('hot-list-filter-role'), 'head-coach');
    await user.selectOptions(screen.getByTestId('hot-list-filter-country'), 'is');
    await user.click(screen.getByTestId('hot-list-search'));
    await waitFor(() => expect(listCalls().at(-1)?.get('role')).toBe('head-coach'));
    expect(listCalls().at(-1)?.get('country')).toBe('is');
    expect([listCalls().at(-1)?.get('offset'), listCalls().at(-1)?.get('limit')]).toEqual(['0', '20']);
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(listCalls().at(-1)?.get('offset')).toBe('20'));
    expect(listCalls().at(-1)?.get('role')).toBe('head-coach');
    expect(screen.getByRole('link', { name: 'Coach 1' })).toHaveAttribute('href', '/profile/coach-1');
    const cards = screen.getAllByTestId('hot-list-item');
    expect(within(cards[0]).getByTestId('hot-list-from')).toHaveTextContent('Available now');
    expect(within(cards[1]).getByTestId('hot-list-from')).toHaveTextContent('Available from 1 Mar 2099');
    expect(cards[0]).toHaveTextContent('Open to Europe, World · Leeds, England');
  });

  it('shows contact details to a paid plan and an upgrade hint otherwise', async () => {
    answer(true);
    const { unmount } = renderPage();
    expect((await screen.findAllByTestId('hot-list-contact'))[0]).toHaveTextContent('one@example.com');
    expect(screen.queryByTestId('hot-list-upgrade-hint')).not.toBeInTheDocument();
    unmount();
    answer(false);
    renderPage();
    expect(await screen.findByTestId('hot-list-upgrade-hint')).toHaveTextContent('paid plan');
    expect(screen.getAllByTestId('hot-list-contact-hidden')).toHaveLength(2);
    expect(screen.queryByTestId('hot-list-contact')).not.toBeInTheDocument();
  });

  it('switches the weekly email on and off', async () => {
    const user = userEvent.setup({ delay: null });
    answer(true);
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Weekly email of new candidates' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(sentRequests.some((config) => pathOf(config) === API.hotListSubscription && config.method === 'post')).toBe(true);
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(sentRequests.some((config) => pathOf(config) === API.hotListSubscription && config.method === 'delete')).toBe(true);
  });
});
