import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { toEmployerProfile } from '../api/types';
import { tabScrollOffset } from '../lib/scroll-to-section';
import { EmployerProfileView } from './EmployerProfileView';

const SLOW_MACHINE_MS = 30_000;

const profile = toEmployerProfile({
  ID: 4,
  name: 'Northbridge Athletic',
  slug: 'northbridge-athletic',
  profilePic: null,
  headline: 'Academy football in the north',
  emp_city: 'Leeds',
  emp_country: { value: 'gb', label: 'United Kingdom' },
  numberOfEmployees: '51-200',
  emp_est: '1904-05-01',
  website: 'https://northbridge.example.com',
  emp_fb: 'https://facebook.com/northbridge',
  emp_twitter: '',
  emp_video: 'https://youtu.be/dQw4w9WgXcQ',
  intro: '<p>We develop <strong>players</strong>.</p>',
  culture: 'Coaches first.\nAlways learning.',
});

afterEach(() => vi.restoreAllMocks());

describe('public profile, employer view (§2)', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows the header facts, the job openings with Apply Now, the privacy-enhanced video, and tabs that scroll with the 170 px offset', async () => {
    const user = userEvent.setup({ delay: null });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    answerWith((config) =>
      pathOf(config) === API.employerJobs
        ? {
            status: 200,
            body: {
              success: true,
              total: 1,
              data: [{ ID: 9, job: 'U16 Coach', link: '/job/u16-coach', location: 'Leeds, United Kingdom', job_type: 'Full time', startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-12-01' }],
            },
          }
        : { status: 404 },
    );
    renderWithProviders(<EmployerProfileView profile={profile} />);
    expect(screen.getByTestId('employer-name')).toHaveTextContent('Northbridge Athletic');
    expect(screen.getByTestId('employer-location')).toHaveTextContent('Leeds, United Kingdom');
    expect(screen.getByTestId('employer-employees')).toHaveTextContent('51-200 employees');
    expect(screen.getByTestId('employer-founded')).toHaveTextContent('Founded 1904');
    expect(screen.getByTestId('visit-website')).toHaveAttribute('href', 'https://northbridge.example.com');
    expect(screen.getByTestId('social-emp_fb')).toHaveAttribute('href', 'https://facebook.com/northbridge');
    expect(screen.queryByTestId('social-emp_twitter')).not.toBeInTheDocument();
    expect(screen.getByTestId('employer-video').querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    await waitFor(() => expect(screen.getByTestId('tab-jobs')).toHaveTextContent('Job Openings (1)'));
    expect(screen.getByRole('link', { name: 'U16 Coach' })).toHaveAttribute('href', '/job/u16-coach');
    expect(screen.getByTestId('apply-now')).toHaveAttribute('href', '/job/u16-coach');

    await user.click(screen.getByTestId('tab-jobs'));
    const sectionTop = screen.getByTestId('section-jobs').getBoundingClientRect().top + window.scrollY;
    expect(scrollTo).toHaveBeenLastCalledWith({ top: sectionTop - 170, behavior: 'smooth' });
    expect(screen.getByTestId('tab-jobs')).toHaveAttribute('aria-current', 'true');
  });

  it('renders the sanitised About HTML as HTML, keeps plain-text line breaks, lists each location apart and pages the openings', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const job = (id: number) => ({
      ID: id,
      job: `Coach ${id}`,
      link: `/job/coach-${id}`,
      location: 'Newcastle, England<br>Madrid, Spain',
      locations: [{ country: 'gb-eng', city: 'Newcastle' }, { country: 'es', city: 'Madrid' }],
      job_type: 'Full time',
      job_type_value: 'full-time',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01',
    });
    answerWith((config) => {
      if (pathOf(config) !== API.employerJobs) return { status: 404 };
      const offset = Number(new URL(config.url!, 'http://api').searchParams.get('offset'));
      return { status: 200, body: { success: true, total: 25, data: Array.from({ length: Math.min(10, 25 - offset) }, (_, index) => job(offset + index + 1)) } };
    });
    renderWithProviders(<EmployerProfileView profile={profile} />);
    expect(screen.getByTestId('employer-intro').querySelector('strong')).toHaveTextContent('players');
    expect(screen.getByTestId('employer-intro')).not.toHaveTextContent('<p>');
    expect(screen.getByTestId('employer-culture')).toHaveClass('pre-line');

    await waitFor(() => expect(screen.getAllByTestId('employer-job')).toHaveLength(10));
    const places = screen.getAllByTestId('employer-job-locations')[0]!.querySelectorAll('li');
    expect([...places].map((place) => place.textContent)).toEqual(['Newcastle, England', 'Madrid, Spain']);
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 1 of 3');

    await user.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Coach 11' })).toBeInTheDocument());
    const offsets = sentRequests.filter((config) => pathOf(config) === API.employerJobs).map((config) => new URL(config.url!, 'http://api').searchParams.get('offset'));
    expect(offsets).toEqual(['0', '10']);
  });

  it('uses 100 px on mobile (detected by user agent)', () => {
    expect(tabScrollOffset('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(100);
    expect(tabScrollOffset('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(100);
    expect(tabScrollOffset('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36')).toBe(170);
  });
});
