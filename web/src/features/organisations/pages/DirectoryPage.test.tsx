import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { DirectoryPage } from './DirectoryPage';

/** Typing through user-event is slow on a loaded machine; these tests wait for the UI, never for time. */
const SLOW_MACHINE_MS = 30_000;

/** Organisations 1–3 are featured: the list (featured first) starts with them, as the API orders it. */
const TOTAL = 15;
const FEATURED = 3;
const organisation = (index: number) => ({
  id: index,
  slug: `club-${index}`,
  name: `Club ${index}`,
  profilePic: null,
  headline: 'Academy football',
  availableJobs: index % 3,
  numberOfEmployees: '11-50',
  location: 'Leeds, United Kingdom',
});

function answerDirectory() {
  answerWith((config) => {
    const url = new URL(config.url!, 'http://api');
    if (pathOf(config) === API.featuredEmployers) return { status: 200, body: { success: true, data: Array.from({ length: FEATURED }, (_, index) => organisation(index + 1)) } };
    if (pathOf(config) === API.organisations) {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const data = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, index) => organisation(offset + index + 1));
      return { status: 200, body: { success: true, data, total: TOTAL } };
    }
    return { status: 404 };
  });
}

describe('Football Recruiter Directory', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows the featured list, then the other organisations 9 per page with Load More, none of them twice', async () => {
    const user = userEvent.setup({ delay: null });
    answerDirectory();
    renderWithProviders(<DirectoryPage />);
    expect(await screen.findByText('Club 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('directory-count')).toHaveTextContent('Showing 9 of 12'));
    expect(screen.getByRole('heading', { name: 'More organisations' })).toBeInTheDocument();
    expect(screen.getAllByText('Club 1')).toHaveLength(1);
    expect(screen.getByText('Club 12')).toBeInTheDocument();
    expect(screen.queryByText('Club 13')).not.toBeInTheDocument();
    expect(screen.getAllByText('Available jobs: 1').length).toBeGreaterThan(0);
    expect(screen.getAllByText('11-50 employees').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Club 1' })).toHaveAttribute('href', '/profile/club-1');

    await user.click(screen.getByTestId('load-more'));
    expect(await screen.findByText('Club 15')).toBeInTheDocument();
    expect(screen.getByTestId('directory-count')).toHaveTextContent('Showing 12 of 12');
    expect(screen.getAllByTestId('organisation-card')).toHaveLength(TOTAL);
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();

    const pages = sentRequests.filter((config) => pathOf(config) === API.organisations).map((config) => new URL(config.url!, 'http://api').searchParams);
    expect(pages.map((params) => [params.get('offset'), params.get('limit')])).toEqual([
      ['3', '9'],
      ['12', '9'],
    ]);
  });
});
