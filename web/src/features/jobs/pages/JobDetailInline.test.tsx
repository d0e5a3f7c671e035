import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { API, withQuery } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { jobDetail } from '../test/job-fixtures';
import { JobDetailPage } from './JobDetailPage';

// The web server puts a first visit's job in the page (api/src/web-origin/inline-api.ts); this file's module registry
// reads it once, so the element is there before anything asks.
const inline = document.createElement('script');
inline.type = 'application/json';
inline.id = 'fj-inline-api';
inline.textContent = JSON.stringify({
  [withQuery(API.jobDetailBySlug, { slug: 'head-coach' })]: { success: true, data: jobDetail({ title: 'Head Coach of the Academy' }) },
});
document.head.append(inline);

describe('job page: the job given in the page', () => {
  it('is on the first render (no loading skeleton) and is not asked of the API', () => {
    answerWith((config) =>
      pathOf(config) === API.relatedJobs ? { status: 200, body: { success: true, data: [], total: 0 } } : { status: 404 },
    );
    renderWithProviders(
      <Routes>
        <Route path="/job/:slug" element={<JobDetailPage />} />
      </Routes>,
      { path: '/job/head-coach' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Head Coach of the Academy' })).toBeInTheDocument();
    expect(screen.queryByTestId('job-detail-loading')).toBeNull();
    expect(sentRequests.map(pathOf)).not.toContain(API.jobDetailBySlug);
  });
});
