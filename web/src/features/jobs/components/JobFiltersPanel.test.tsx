import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS } from '../lib/job-filters';
import { JobFiltersPanel } from './JobFiltersPanel';

function phoneScreen(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => vi.unstubAllGlobals());

const panel = () => <JobFiltersPanel filters={EMPTY_FILTERS} facets={{}} employers={[]} onChange={() => undefined} />;

describe('job filters panel', () => {
  it('on a phone the folded filters are not built until opened, then all of them are', async () => {
    phoneScreen(true);
    render(panel());
    expect(screen.queryByTestId('facet-job_class')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Posted within' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByTestId('facet-job_class')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a wide screen every filter is there from the start', () => {
    phoneScreen(false);
    render(panel());
    expect(screen.getByTestId('facet-job_class')).toBeInTheDocument();
  });
});
