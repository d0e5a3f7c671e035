import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { card } from '../test/fixtures';
import { CataloguePage } from './CataloguePage';

const SLOW_MACHINE_MS = 30_000;

const catalogueQueries = () =>
  sentRequests.filter((config) => pathOf(config) === API.coachingCourses).map((config) => new URL(config.url ?? '', 'http://x').searchParams);

function answer(total: number) {
  answerWith((config) => {
    if (pathOf(config) !== API.coachingCourses) return { status: 404 };
    const params = new URL(config.url ?? '', 'http://x').searchParams;
    const offset = Number(params.get('offset'));
    const rows = params.get('search') === 'nothing' ? [] : [card({ id: offset + 1, slug: `course-${offset + 1}`, title: `Course ${offset + 1}` })];
    return { status: 200, body: { success: true, data: rows, total: rows.length ? total : 0 } };
  });
}

const renderPage = (path = '/coaching') =>
  renderWithProviders(
    <Routes>
      <Route path="/coaching" element={<CataloguePage />} />
    </Routes>,
    { path },
  );

describe('coaching catalogue', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows each course with its facts, coach, rating and price, linking to the course page', async () => {
    answer(1);
    renderPage();
    const item = await screen.findByTestId('coaching-card');
    expect(within(item).getByRole('link', { name: 'Course 1' })).toHaveAttribute('href', '/coaching/course/course-1');
    expect(item).toHaveTextContent('Scouting');
    expect(item).toHaveTextContent('Beginner');
    expect(item).toHaveTextContent('with Cora Coach');
    expect(item).toHaveTextContent('Free');
    expect(within(item).getByLabelText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByTestId('coaching-count')).toHaveTextContent('1 course');
  });

  it('sends the filters from the address and a change of filter goes back to the first page', async () => {
    const user = userEvent.setup({ delay: null });
    answer(30);
    renderPage('/coaching?level=advanced&page=2');
    await screen.findByTestId('coaching-card');
    expect(catalogueQueries().at(-1)?.get('level')).toBe('advanced');
    expect(catalogueQueries().at(-1)?.get('offset')).toBe('12');
    await user.selectOptions(screen.getByTestId('coaching-filter-category'), 'careers');
    await waitFor(() => expect(catalogueQueries().at(-1)?.get('category')).toBe('careers'));
    expect(catalogueQueries().at(-1)?.get('offset')).toBe('0');
    expect(catalogueQueries().at(-1)?.get('level')).toBe('advanced');
  });

  it('keeps two filters chosen in a row before the address has caught up with the first', async () => {
    answer(30);
    renderPage();
    await screen.findByTestId('coaching-card');
    // One act: React renders once after both choices, as a fast hand (or the forms guard) makes them.
    act(() => {
      fireEvent.change(screen.getByTestId('coaching-filter-category'), { target: { value: 'scouting' } });
      fireEvent.change(screen.getByTestId('coaching-filter-level'), { target: { value: 'advanced' } });
    });
    await waitFor(() => expect(catalogueQueries().at(-1)?.get('level')).toBe('advanced'));
    expect(catalogueQueries().at(-1)?.get('category')).toBe('scouting');
  });

  it('pages through the catalogue', async () => {
    const user = userEvent.setup({ delay: null });
    answer(30);
    renderPage();
    await screen.findByText('Course 1');
    expect(screen.getByTestId('pager-status')).toHaveTextContent('1');
    await user.click(screen.getByTestId('pager-next'));
    expect(await screen.findByText('Course 13')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup({ delay: null });
    answer(3);
    renderPage('/coaching?search=nothing');
    expect(await screen.findByText('No course matches')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('coaching-empty')).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Course 1')).toBeInTheDocument();
    expect(catalogueQueries().at(-1)?.get('search')).toBeNull();
  });
});
