import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { ShareProfilePage } from './ShareProfilePage';

const SLOW_MACHINE_MS = 30_000;
const PROFILE_URL = 'https://football.example/profile/elite-member';
const kit = (overrides: object = {}) => ({
  public: true,
  profileUrl: PROFILE_URL,
  cardUrl: 'https://api.football.example/share-cards/profile/elite-member.png?v=abc',
  text: 'Elite Member on Football Jobs',
  links: {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(PROFILE_URL)}`,
    x: `https://x.com/intent/post?url=${encodeURIComponent(PROFILE_URL)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PROFILE_URL)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(PROFILE_URL)}`,
  },
  ...overrides,
});

function answer(membership: string, shareKit: object = kit()) {
  answerWith((config) => {
    if (pathOf(config) === API.dashboardData) return { status: 200, body: { success: true, data: { membership } } };
    if (pathOf(config) === API.shareKit) return { status: 200, body: { success: true, data: shareKit } };
    return { status: 404 };
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/candidate/share-profile" element={<ShareProfilePage />} />
    </Routes>,
    { token: makeToken({ roles: ['candidate'] }), path: '/candidate/share-profile' },
  );

describe('share your profile', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows a member below ELITE what the card is and the way to upgrade, without asking for the kit', async () => {
    answer('STANDARD');
    renderPage();
    expect(await screen.findByTestId('share-upgrade')).toHaveTextContent('Elite membership');
    expect(screen.getByTestId('share-upgrade-link')).toHaveAttribute('href', '/candidate/upgrade-account');
    expect(screen.queryByTestId('share-card-preview')).not.toBeInTheDocument();
    expect(sentRequests.some((config) => pathOf(config) === API.shareKit)).toBe(false);
  });

  it('shows an ELITE member the card, plain share links to the four networks, and copies the link', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answer('ELITE');
    renderPage();
    expect(await screen.findByTestId('share-card-preview')).toHaveAttribute('src', kit().cardUrl);
    expect(screen.getByTestId('share-linkedin')).toHaveAttribute('href', kit().links.linkedin);
    expect(screen.getByTestId('share-x')).toHaveAttribute('href', kit().links.x);
    expect(screen.getByTestId('share-facebook')).toHaveAttribute('href', kit().links.facebook);
    expect(screen.getByTestId('share-whatsapp')).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByTestId('share-copy-link'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PROFILE_URL));
  });

  it('tells an ELITE member with a private profile to make it public first', async () => {
    answer('UNLIMITED', kit({ public: false, cardUrl: null }));
    renderPage();
    expect(await screen.findByTestId('share-private')).toHaveTextContent('Your profile is private');
    expect(screen.queryByTestId('share-copy-link')).not.toBeInTheDocument();
  });
});
