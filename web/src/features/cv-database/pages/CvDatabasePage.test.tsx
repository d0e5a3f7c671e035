import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { CvDatabasePage } from './CvDatabasePage';

/** Typing through user-event is slow on a loaded machine; these tests wait for the UI, never for time. */
const SLOW_MACHINE_MS = 30_000;

const profile = (id: number, contact: { email: string; phone: string } | null) => ({
  ID: id,
  slug: `coach-${id}`,
  profileUrl: `/profile/coach-${id}`,
  name: `Coach ${id}`,
  profilePic: null,
  cv_headline: 'UEFA A coach',
  cand_headline: [{ label: 'Head Coach' }],
  profile_type: 'coach',
  level: 'professional',
  cand_experience: '5',
  cand_qualification: [],
  type: '',
  cand_country: 'gb',
  cand_city: 'Leeds',
  location: 'Leeds, United Kingdom',
  cand_availability: 'yes',
  immediately: 'yes',
  cand_relocate: 'no',
  cand_skills: [{ label: 'Video Analysis' }],
  contactVisible: contact !== null,
  contact,
  updated: '2026-11-01T00:00:00.000Z',
});

function answerSearch(contactAccess: boolean) {
  answerWith((config) => {
    if (pathOf(config) !== API.cvDatabase) return { status: 404 };
    return {
      status: 200,
      body: {
        success: true,
        data: [profile(1, contactAccess ? { email: 'one@example.com', phone: '07000' } : null), profile(2, null)],
        total: 42,
        contactAccess,
        contactNotice: contactAccess ? '' : 'Contact details are shown to employers with a paid membership (Standard, Elite or Unlimited). Upgrade to see them.',
      },
    };
  });
}

function renderPage(path = '/employer/cv-database') {
  return renderWithProviders(
    <Routes>
      <Route path="/employer/cv-database" element={<CvDatabasePage />} />
    </Routes>,
    { token: makeToken({ roles: ['employer'] }), path },
  );
}

const searches = () => sentRequests.filter((config) => pathOf(config) === API.cvDatabase).map((config) => new URL(config.url!, 'http://api').searchParams);

describe('CV database', { timeout: SLOW_MACHINE_MS }, () => {
  it('sends the keyword and filters (skills by label, repeated), shows the total and links each card to /profile/{slug}', async () => {
    const user = userEvent.setup({ delay: null });
    answerSearch(true);
    renderPage();
    expect(await screen.findByText('42 profiles found')).toBeInTheDocument();
    await user.click(screen.getByTestId('cv-search'));
    await user.paste('analyst');
    await user.selectOptions(screen.getByTestId('cv-filter-profile_type'), 'coach');
    await user.selectOptions(screen.getByTestId('cv-filter-availability'), 'yes');
    for (const skill of ['Video Analysis', 'Tactical Analysis']) {
      await user.click(screen.getByLabelText('Skills'));
      await user.paste(skill);
      await user.click(await screen.findByRole('option', { name: skill }));
    }
    await user.click(screen.getByTestId('cv-search-submit'));
    await waitFor(() => expect(searches().at(-1)?.get('search')).toBe('analyst'));
    const last = searches().at(-1)!;
    expect(last.get('profile_type')).toBe('coach');
    expect(last.get('availability')).toBe('yes');
    expect(last.getAll('skills').sort()).toEqual(['Tactical Analysis', 'Video Analysis']);
    expect([last.get('offset'), last.get('limit')]).toEqual(['0', '20']);
    expect(screen.getByRole('link', { name: 'Coach 1' })).toHaveAttribute('href', '/profile/coach-1');
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 1 of 3 (42 in all)');
  });

  it('shows contact details only where the API returns them, and says why they are hidden otherwise', async () => {
    answerSearch(true);
    const { unmount } = renderPage();
    const cards = await screen.findAllByTestId('cv-result');
    expect(within(cards[0]).getByTestId('cv-contact')).toHaveTextContent('one@example.com');
    expect(within(cards[1]).getByTestId('cv-contact-hidden')).toHaveTextContent("this candidate's membership does not share them");
    unmount();

    answerSearch(false);
    renderPage();
    const hidden = await screen.findAllByTestId('cv-contact-hidden');
    expect(hidden).toHaveLength(2);
    expect(hidden[0]).toHaveTextContent('shown to employers with a paid membership');
    expect(screen.getByTestId('cv-contact-rule')).toHaveTextContent('Upgrade to see them.');
    expect(screen.queryByTestId('cv-contact')).not.toBeInTheDocument();
  });
});
