import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { API } from '@fj/shared';
import { answerWith, pathOf } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { listingItem } from '../test/job-fixtures';
import { BrowseJobsAccordion } from './BrowseJobsAccordion';

// Lazy chunks and a busy machine: give screens time to arrive (this file only).
configure({ asyncUtilTimeout: 15_000 });

describe('mobile Browse Jobs accordion', { timeout: 60_000 }, () => {
  it('has Location, Category and Employers sections whose entries link to that search', async () => {
    answerWith((config) =>
      pathOf(config) === API.categoriesAndLocations
        ? {
            status: 200,
            body: {
              success: true,
              data: {
                categories: [{ value: 'media', label: 'Media', count: 4 }, { value: 'retail', label: 'Retail', count: 0 }],
                locations: [
                  { country: 'gb', label: 'United Kingdom', city: 'Leeds', count: 2 },
                  { country: 'gb', label: 'United Kingdom', city: 'York', count: 3 },
                ],
              },
            },
          }
        : { status: 404 },
    );
    renderWithProviders(<BrowseJobsAccordion rows={[listingItem(), listingItem({ ID: 12 })]} />);
    const nav = screen.getByTestId('browse-jobs-accordion');
    expect(within(nav).getByText('Browse Jobs')).toBeInTheDocument();
    expect([...nav.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(['Location', 'Category', 'Employers']);
    expect(await within(nav).findByRole('link', { name: /United Kingdom\s*5/ })).toHaveAttribute('href', '/jobs-in-football/?location=gb');
    expect(within(nav).getByRole('link', { name: /Media\s*4/ })).toHaveAttribute('href', '/jobs-in-football/?category=media');
    expect(within(nav).queryByRole('link', { name: /Retail/ })).toBeNull(); // no open jobs, no entry
    expect(within(nav).getByRole('link', { name: /Riverside FC\s*2/ })).toHaveAttribute('href', '/jobs-in-football/?employer=4');
  });
});
