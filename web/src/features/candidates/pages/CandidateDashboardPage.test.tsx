import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, TOKEN_STORAGE_KEY } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { CANDIDATE_API } from '../api/paths';
import './index'; // the lazy chunk, transformed before the tests' timers start

// A loaded machine is slow to show lazy chunks and react-select menus: the assertions decide, with room on the clock.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

const dashboard = {
  membership: 'FREE',
  membershipStatus: 'active',
  interval: null,
  standardCredits: 2,
  premiumCredits: 0,
  appliedJobs: 3,
  profile: 'jamie-carter',
  profileUrl: 'http://localhost:3000/profile/jamie-carter',
  profileImage: null,
  candProfile: 'pub',
  completeness: { percent: 45, missingTabs: ['4.0', '7.0'], hasPicture: false },
};

describe('/candidate/dashboard', () => {
  it('shows membership, credits, applications, the profile link, and next steps linking to the empty tabs', async () => {
    answerWith((config) => (pathOf(config) === API.dashboardData ? { status: 200, body: { success: true, data: dashboard } } : { status: 404 }));
    renderApp('/candidate/dashboard', { token: makeToken({ roles: ['candidate'], displayName: 'Jamie Carter' }) });

    expect(await screen.findByTestId('dashboard-membership')).toHaveTextContent('Free');
    expect(screen.getByTestId('dashboard-credits')).toHaveTextContent('2');
    expect(screen.getByTestId('dashboard-applied')).toHaveTextContent('3');
    expect(screen.getByTestId('dashboard-profile-link')).toHaveAttribute('href', '/profile/jamie-carter');
    // One public address on every screen: this site's origin, not the API's PUBLIC_WEB_URL (localhost:3000 here).
    expect(screen.getByTestId('dashboard-profile-link')).toHaveTextContent(`${window.location.origin}/profile/jamie-carter`);
    expect(screen.getByTestId('completeness-percent')).toHaveTextContent('45% complete');
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('aria-valuenow', '45');
    const steps = within(screen.getByTestId('profile-completeness'));
    expect(steps.getByRole('link', { name: 'Add a profile photo' })).toHaveAttribute('href', '/candidate/edit-profile/?tab=1.0');
    expect(steps.getByRole('link', { name: 'Complete Social Links' })).toHaveAttribute('href', '/candidate/edit-profile/?tab=4.0');
    expect(steps.getByRole('link', { name: 'Complete Awards & Achievements' })).toHaveAttribute('href', '/candidate/edit-profile/?tab=7.0');
  });

  it('deletes the account only after DELETE is typed, then logs out', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.dashboardData) return { status: 200, body: { success: true, data: dashboard } };
      if (path === CANDIDATE_API.deleteMyAccount) return { status: 200, body: { success: true, message: 'Your account and personal data have been deleted.' } };
      if (path === API.logout) return { status: 200, body: { success: true } };
      return { status: 404 };
    });
    renderApp('/candidate/dashboard', { token: makeToken({ roles: ['candidate'] }) });

    await user.click(await screen.findByTestId('delete-account'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByTestId('delete-account-confirm');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByTestId('delete-account-input'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByTestId('delete-account-input'));
    await user.type(within(dialog).getByTestId('delete-account-input'), 'DELETE');
    await user.click(confirm);

    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    const deleteCall = sentRequests.find((request) => pathOf(request) === CANDIDATE_API.deleteMyAccount);
    expect(JSON.parse(String(deleteCall?.data))).toEqual({ confirmation: 'DELETE' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
