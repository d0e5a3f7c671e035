import { describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { candidateProfile, publicCandidateProfile } from '../test/profile-fixture';
import './index'; // the lazy chunk, transformed before the tests' timers start

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

describe('/candidate/view-profile', () => {
  it('asks for the public profile only once its slug is known, and shows the address on this site', async () => {
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.profile) return { status: 200, body: { success: true, data: { ...candidateProfile(), profile: 'jamie-carter' } } };
      if (path === API.publicProfile) return { status: 200, body: { success: true, type: 'candidate', data: publicCandidateProfile() } };
      return { status: 404 };
    });
    renderApp('/candidate/view-profile', { token: makeToken({ roles: ['candidate'] }) });

    expect(await screen.findByTestId('public-profile-link')).toHaveTextContent(`${window.location.origin}/profile/jamie-carter`);
    const asked = sentRequests.filter((request) => pathOf(request) === API.publicProfile).map((request) => new URL(request.url!, 'http://api').searchParams.get('slug'));
    expect(asked).toEqual(['jamie-carter']);
  });
});
