import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderApp } from '../../../../test/render';
import { answerWith, pathOf, sentRequests, type FakeAnswer } from '../../../../test/http';
import { makeToken } from '../../../../test/tokens';
import { candidateProfile } from '../../../candidates/test/profile-fixture';
import './index'; // the lazy chunk, transformed before the tests' timers start

vi.setConfig({ testTimeout: 45_000 });

const token = () => makeToken({ roles: ['candidate'], displayName: 'Jamie Carter' });
const ownProfile = (overrides = {}) => ({ ...candidateProfile(overrides), ID: 9, user_login: 'jamie', profile: 'jamie-carter', membership: 'FREE' });

const dashboard = {
  membership: 'FREE',
  membershipStatus: 'active',
  interval: null,
  standardCredits: 2,
  premiumCredits: 0,
  appliedJobs: 0,
  profile: 'jamie-carter',
  profileUrl: 'http://localhost:3000/profile/jamie-carter',
  profileImage: null,
  candProfile: 'pub',
  completeness: { percent: 80, missingTabs: [], hasPicture: false },
};

/** The API of the profile steps; `update-profile` answers the profile with the fields sent. */
function api(extra: (config: InternalAxiosRequestConfig) => FakeAnswer | undefined = () => undefined, profile = ownProfile()) {
  answerWith((config) => {
    const answer = extra(config);
    if (answer) return answer;
    const path = pathOf(config);
    if (path === API.profile) return { status: 200, body: { success: true, data: profile } };
    if (path === API.updateProfile) return { status: 200, body: { success: true, data: { ...profile, ...JSON.parse(String(config.data)) } } };
    if (path === API.myResumes) return { status: 200, body: { success: true, data: [], total: 0 } };
    if (path === API.dashboardData) return { status: 200, body: { success: true, data: dashboard } };
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
}

const updates = () => sentRequests.filter((request) => pathOf(request) === API.updateProfile).map((request) => JSON.parse(String(request.data)));

describe('sign-up profile steps', () => {
  it('step 4 saves the changed details through update-profile and moves on to step 5 ("Step 2 of 6")', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderApp('/signup/?step=4', { token: token() });
    const step = await screen.findByTestId('signup-step-4');
    expect(step).toHaveTextContent('Step 1 of 6');
    const headline = await within(step).findByLabelText('CV headline');
    expect(headline).toHaveValue('UEFA A coach building young squads');
    await user.clear(headline);
    await user.type(headline, 'Academy coach, UEFA A');
    await user.click(screen.getByTestId('step-save'));

    const next = await screen.findByTestId('signup-step-5');
    expect(next).toHaveTextContent('Step 2 of 6');
    expect(updates()).toEqual([
      {
        cand_name: 'Jamie Carter',
        cand_email: 'jamie@example.com',
        cv_headline: 'Academy coach, UEFA A',
        cand_intro: '<p>I coach <strong>attacking</strong> football.</p>',
      },
    ]);
  });

  it('a field the API refuses is shown under the field and the step stays', async () => {
    const user = userEvent.setup({ delay: null });
    api((config) =>
      pathOf(config) === API.updateProfile
        ? { status: 422, body: { success: false, statusCode: 422, message: 'Invalid', errors: { cand_phone: 'Please enter a contact number without spaces.' } } }
        : undefined,
    );
    renderApp('/signup/?step=6', { token: token() });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+447700900999');
    await user.click(screen.getByTestId('step-save'));
    await waitFor(() => expect(document.querySelector('#field-cand_phone-error')).toHaveTextContent('without spaces'));
    expect(screen.getByTestId('signup-step-6')).toBeInTheDocument();
  });

  it('"Skip for now" moves on without saving; unchanged answers move on without a call', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderApp('/signup/?step=5', { token: token() });
    await screen.findByLabelText('Level');
    await user.selectOptions(screen.getByLabelText('Level'), 'professional');
    await user.click(screen.getByTestId('step-skip'));
    expect(await screen.findByTestId('signup-step-6')).toHaveTextContent('Step 3 of 6');
    await screen.findByLabelText('City');
    await user.click(screen.getByTestId('step-save'));
    expect(await screen.findByTestId('signup-step-7')).toBeInTheDocument();
    expect(updates()).toEqual([]);
  });

  it('step 7 (photo and CV) is optional and continues to the profile type', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderApp('/signup/?step=7', { token: token() });
    const step = await screen.findByTestId('signup-step-7');
    expect(await within(step).findByRole('heading', { name: 'Upload a CV' })).toBeInTheDocument();
    expect(within(step).getByRole('heading', { name: 'Profile photo', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByTestId('step-save'));
    expect(await screen.findByTestId('signup-step-10')).toHaveTextContent('Step 5 of 6');
  });

  it('step 10 saves the chosen profile type', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderApp('/signup/?step=10', { token: token() });
    const coach = await screen.findByRole('radio', { name: 'Coach' });
    expect(coach).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Scout' }));
    await user.click(screen.getByTestId('step-save'));
    expect(await screen.findByTestId('signup-step-20')).toHaveTextContent('Step 6 of 6');
    expect(updates()).toEqual([{ profile_type: 'scout' }]);
  });

  it('step 20 creates the job alert and saves the visibility, then "Finish" opens the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    api((config) => (pathOf(config) === API.saveJobAlerts ? { status: 200, body: { success: true, data: { id: 5 } } } : undefined));
    renderApp('/signup/?step=20', { token: token() });
    await screen.findByTestId('signup-step-20');
    await user.selectOptions(await screen.findByLabelText('Who can find my profile *'), 'priv');
    await user.click(screen.getByLabelText('Email me new jobs (a job alert)'));
    await user.click(screen.getByTestId('signup-finish'));
    // The category is required once alerts are wanted.
    await waitFor(() => expect(document.querySelector('#field-alert_category-error')).toHaveTextContent('This field is required.'));
    expect(sentRequests.some((request) => pathOf(request) === API.saveJobAlerts)).toBe(false);

    await user.selectOptions(screen.getByLabelText('Category *'), 'coaching-performance');
    await user.selectOptions(screen.getByLabelText('Email frequency *'), '1');
    await user.click(screen.getByTestId('signup-finish'));

    expect(await screen.findByTestId('dashboard-candidate')).toBeInTheDocument();
    expect(updates()).toEqual([{ cand_profile: 'priv' }]);
    const alert = JSON.parse(String(sentRequests.find((request) => pathOf(request) === API.saveJobAlerts)?.data));
    expect(alert).toEqual({
      alert_name: 'New jobs: Coaching & Performance',
      alert_email: 'jamie@example.com',
      alert_frequency: 1,
      alert_category: 'coaching-performance',
    });
  });

  it('"Finish" without alerts or changes goes to the dashboard with no calls', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderApp('/signup/?step=20', { token: token() });
    await user.click(await screen.findByTestId('signup-finish'));
    expect(await screen.findByTestId('dashboard-candidate')).toBeInTheDocument();
    expect(updates()).toEqual([]);
    expect(sentRequests.some((request) => pathOf(request) === API.saveJobAlerts)).toBe(false);
  });
});
