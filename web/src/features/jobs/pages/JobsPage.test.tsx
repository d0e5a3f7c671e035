import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { listingItem } from '../test/job-fixtures';
import { JobsPage } from './JobsPage';

// Lazy chunks and a busy machine: give screens time to arrive (this file only).
configure({ asyncUtilTimeout: 15_000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function browseRequests() {
  return sentRequests.filter((config) => pathOf(config) === API.browseJobs).map((config) => new URL(config.url!, 'http://api').searchParams);
}

function answerBrowse(total = 1) {
  answerWith((config) => {
    if (pathOf(config) === API.browseJobs) {
      return {
        status: 200,
        body: {
          success: true,
          data: total ? [listingItem()] : [],
          total,
          facets: { category: [{ value: 'coaching-performance', count: 7 }], country: [{ value: 'GB', count: 5 }], job_type: [{ value: 'full-time', count: 4 }], work_mode: [], experience: [], job_class: [] },
        },
      };
    }
    if (pathOf(config) === API.categoriesAndLocations) return { status: 200, body: { success: true, data: { categories: [], locations: [] } } };
    return { status: 404 };
  });
}

const location = () => new URL(screen.getByTestId('location').textContent!, 'http://spa');

describe('/jobs-in-football/ filters and the URL query', { timeout: 60_000 }, () => {
  it('reads §2 category query parameters (and their aliases) and the other filters from the URL into the search call', async () => {
    answerBrowse();
    renderWithProviders(
      <>
        <JobsPage />
        <LocationProbe />
      </>,
      { path: '/jobs-in-football/?job_cat[]=media&category=coaching-performance&location=GB&search=coach&page=2&sort=relevance' },
    );
    expect(await screen.findByText('Academy Coach')).toBeInTheDocument();
    const query = browseRequests()[0];
    expect(query.getAll('category').sort()).toEqual(['coaching-performance', 'media']);
    expect(query.getAll('country')).toEqual(['GB']);
    expect(query.get('search')).toBe('coach');
    expect(query.get('sort')).toBe('relevance');
    expect(query.get('offset')).toBe('10');
    expect(screen.getByTestId('jobs-total')).toHaveTextContent('Jobs found: 1');
    const categories = screen.getByTestId('facet-category');
    expect(categories.querySelector('input[value="coaching-performance"]')).toBeChecked();
    expect(categories.querySelector('input[value="media"]')).toBeChecked();
    expect(categories).toHaveTextContent('7'); // facet count
    expect((screen.getByLabelText('Keywords') as HTMLInputElement).value).toBe('coach');
  });

  it('writes a changed filter to the URL, back to page 1, and searches with it', async () => {
    const user = userEvent.setup({ delay: null });
    answerBrowse();
    renderWithProviders(
      <>
        <JobsPage />
        <LocationProbe />
      </>,
      { path: '/jobs-in-football/?category=media&page=3' },
    );
    await screen.findByText('Academy Coach');
    await user.click(screen.getByTestId('facet-job_type').querySelector('input[value="full-time"]')!);
    await waitFor(() => expect(location().searchParams.getAll('job_type')).toEqual(['full-time']));
    expect(location().searchParams.getAll('category')).toEqual(['media']);
    expect(location().searchParams.get('page')).toBeNull();
    await waitFor(() => expect(browseRequests().at(-1)!.getAll('job_type')).toEqual(['full-time']));
    expect(browseRequests().at(-1)!.get('offset')).toBe('0');

    await user.click(screen.getByLabelText('Premium jobs'));
    await waitFor(() => expect(location().searchParams.get('job_class')).toBe('premium'));
    await waitFor(() => expect(browseRequests().at(-1)!.get('type')).toBe('premium'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('submits a typed keyword 300 ms after the last key, once', async () => {
    const user = userEvent.setup({ delay: null });
    answerBrowse();
    renderWithProviders(
      <>
        <JobsPage />
        <LocationProbe />
      </>,
      { path: '/jobs-in-football/' },
    );
    await screen.findByText('Academy Coach');
    const before = browseRequests().length;
    await user.type(screen.getByLabelText('Keywords'), 'analyst');
    expect(location().searchParams.get('search')).toBeNull(); // not on every key
    await waitFor(() => expect(location().searchParams.get('search')).toBe('analyst'));
    await waitFor(() => expect(browseRequests().length).toBe(before + 1));
    expect(browseRequests().at(-1)!.get('search')).toBe('analyst');
  });

  it('says so when nothing matches', async () => {
    answerBrowse(0);
    renderWithProviders(<JobsPage />, { path: '/jobs-in-football/?search=zzz' });
    expect(await screen.findByTestId('jobs-empty')).toHaveTextContent('No jobs match your search');
  });
});
