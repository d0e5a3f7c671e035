import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { DirectoryPage } from './DirectoryPage';

/** Typing through user-event is slow on a loaded machine; these tests wait for the UI, never for time. */
const SLOW_MACHINE_MS = 30_000;

const TOTAL = 12;
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
    if (pathOf(config) === API.featuredEmployers) return { status: 200, body: { success: true, data: [organisation(100), organisation(101), organisation(102)] } };
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
  it('shows the featured list, then 9 organisations per page with Load More until the total is reached', async () => {
    const user = userEvent.setup({ delay: null });
    answerDirectory();
    renderWithProviders(<DirectoryPage />);
    expect(await screen.findByText('Club 100')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('directory-count')).toHaveTextContent('Showing 9 of 12'));
    expect(screen.getByText('Club 9')).toBeInTheDocument();
    expect(screen.queryByText('Club 10')).not.toBeInTheDocument();
    expect(screen.getAllByText('Available jobs: 1').length).toBeGreaterThan(0);
    expect(screen.getAllByText('11-50 employees').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Club 1' })).toHaveAttribute('href', '/profile/club-1');

    await user.click(screen.getByTestId('load-more'));
    expect(await screen.findByText('Club 12')).toBeInTheDocument();
    expect(screen.getByTestId('directory-count')).toHaveTextContent('Showing 12 of 12');
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();

    const pages = sentRequests.filter((config) => pathOf(config) === API.organisations).map((config) => new URL(config.url!, 'http://api').searchParams);
    expect(pages.map((params) => [params.get('offset'), params.get('limit')])).toEqual([
      ['0', '9'],
      ['9', '9'],
    ]);
  });
});
