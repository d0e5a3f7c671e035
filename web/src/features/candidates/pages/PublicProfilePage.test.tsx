import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { publicCandidateProfile } from '../test/profile-fixture';
import './public'; // the lazy chunk, transformed before the tests' timers start

// A loaded machine is slow to show lazy chunks and react-select menus: the assertions decide, with room on the clock.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

function serveProfile(body: unknown, status = 200) {
  answerWith((config) => (pathOf(config) === API.publicProfile ? { status, body } : { status: 404 }));
}

describe('/profile/{slug} candidate view', () => {
  it('shows the §2 sections, "Present" for a job without an end date, and no Awards section when there are none', async () => {
    serveProfile({ success: true, type: 'candidate', data: publicCandidateProfile() });
    renderApp('/profile/jamie-carter');

    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Jamie Carter');
    expect(screen.getByText('Immediately Available')).toBeInTheDocument();
    expect(screen.getByText('Willing to Relocate')).toBeInTheDocument();
    expect(within(screen.getByTestId('headline-tags')).getByText('Head Coach')).toBeInTheDocument();
    expect(screen.getByTestId('profile-location')).toHaveTextContent('Leeds, England');

    const dates = screen.getAllByTestId('experience-dates');
    expect(dates[0]).toHaveTextContent(/Aug 2021 – Present/);
    expect(dates[1]).not.toHaveTextContent('Present');
    expect(screen.queryByRole('heading', { name: 'Awards & Achievements' })).not.toBeInTheDocument();

    // About Me is the one place server-sanitized HTML is rendered as HTML.
    expect(within(screen.getByTestId('section-about')).getByText('attacking').tagName).toBe('STRONG');
    const sidebar = screen.getByTestId('profile-sidebar');
    expect(sidebar).toHaveTextContent('Full time');
    expect(sidebar).toHaveTextContent('UEFA A Licence');
    expect(screen.queryByTestId('profile-contact')).not.toBeInTheDocument();
  });

  it('shows Awards & Achievements when there are some, and contact details only when the API sends them', async () => {
    serveProfile({
      success: true,
      type: 'candidate',
      data: publicCandidateProfile({
        cand_certifications: [{ certification_name: 'Coach of the Year', certification_institute: 'County FA', certification_desc: '' }],
        contactVisible: true,
        cand_email: 'jamie@example.com',
        cand_phone: '+447700900123',
      }),
    });
    renderApp('/profile/jamie-carter');

    const awards = await screen.findByTestId('section-awards');
    expect(within(awards).getByRole('heading', { name: 'Awards & Achievements' })).toBeInTheDocument();
    expect(awards).toHaveTextContent('Coach of the Year');
    expect(screen.getByTestId('profile-contact')).toHaveTextContent('jamie@example.com');
  });

  it('a private or unknown profile says it is not available; an employer profile hands over to the employer view', async () => {
    serveProfile({ success: false, statusCode: 404, error: 'Not Found', message: 'Profile not found' }, 404);
    const { unmount } = renderApp('/profile/hidden');
    expect(await screen.findByTestId('profile-not-found')).toHaveTextContent('This profile does not exist or is private.');
    unmount();

    serveProfile({ success: true, type: 'employer', data: { slug: 'city-fc', name: 'City FC' } });
    renderApp('/profile/city-fc');
    await waitFor(() =>
      expect(sentRequests.some((request) => pathOf(request) === API.employerPublicProfile && String(request.url).includes('slug=city-fc'))).toBe(true),
    );
    expect(screen.queryByTestId('candidate-profile')).not.toBeInTheDocument();
  });
});
