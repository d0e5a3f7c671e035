import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Role } from '@fj/shared';
import { renderApp, renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { Sidebar } from './Sidebar';
import { adminSidebar, candidateSidebar, employerSidebar } from './sidebars';

function renderSidebar(kind: 'admin' | 'employer' | 'candidate', roles: Role[], profile = 'acme-fc') {
  const entries = kind === 'admin' ? adminSidebar() : kind === 'employer' ? employerSidebar(profile) : candidateSidebar();
  renderWithProviders(<Sidebar entries={entries} label="menu" />, { token: makeToken({ roles, profile }) });
  return within(screen.getByTestId('sidebar'));
}

describe('employer sidebar (§2)', () => {
  it('shows every employer item, the team group only with view_team_members', () => {
    const sidebar = renderSidebar('employer', ['employer']);
    for (const label of ['Dashboard', 'Coaching', 'CV database', 'Edit profile', 'Add team member', 'Live Jobs', 'Closed Jobs',
      'Submit a job', 'Add template', 'View My Profile', 'Change Account', 'Subscriptions', 'Payments', 'Logout']) {
      expect(sidebar.getByText(label)).toBeInTheDocument();
    }
    expect(sidebar.getByText('Live Jobs').closest('a')).toHaveAttribute('href', '/employer/jobs/active');
    expect(sidebar.getByText('Closed Jobs').closest('a')).toHaveAttribute('href', '/employer/jobs/in-active');
    expect(sidebar.getByText('View My Profile').closest('a')).toHaveAttribute('href', '/profile/acme-fc');
  });

  it('hides the team members group from a team member (no view_team_members)', () => {
    const sidebar = renderSidebar('employer', ['team_member']);
    expect(sidebar.queryByText('Add team member')).toBeNull();
    expect(sidebar.queryByText('Team members')).toBeNull();
    expect(sidebar.getByText('Live Jobs')).toBeInTheDocument();
  });

  // Issue 19 (the every-link guard): both led team members to a refusal or a 404 page.
  it('hides the CV database from a team member (no view_cv_database: the API refuses them)', () => {
    expect(renderSidebar('employer', ['team_member']).queryByText('CV database')).toBeNull();
  });

  it.each<[Role, boolean]>([
    ['employer', true],
    ['team_manager', false],
    ['team_member', false],
  ])('in the employer area, %s sees View My Profile: %s (only the organisation has a public profile)', async (role, shown) => {
    renderApp('/employer/dashboard', { token: makeToken({ roles: [role], profile: 'some-slug' }) });
    const sidebar = within(await screen.findByTestId('sidebar'));
    expect(sidebar.queryByText('View My Profile') !== null).toBe(shown);
  });

  it('coaching leads to the Employability Hub\'s catalogue as a router link', () => {
    const sidebar = renderSidebar('employer', ['employer']);
    const coaching = sidebar.getByText('Coaching').closest('a')!;
    expect(coaching).toHaveAttribute('href', '/coaching');
    expect(coaching).toHaveAttribute('data-discover');
  });
});

describe('admin sidebar: each item gated by its permission (§2)', () => {
  it('an administrator sees every item', () => {
    const sidebar = renderSidebar('admin', ['administrator']);
    for (const label of ['Dashboard', 'CV database', 'Post a job (all employers)', 'All jobs', 'My Jobs', 'Closed Jobs',
      'Search players', 'Jobs applied', 'Users', 'Logout']) {
      expect(sidebar.getByText(label)).toBeInTheDocument();
    }
  });

  it('a content editor sees only the content tools', () => {
    const sidebar = renderSidebar('admin', ['content_editor']);
    expect(sidebar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Content']);
    expect(sidebar.getByRole('link', { name: 'Content' }).getAttribute('href')).toBe('/admin/content/posts');
    expect(sidebar.getByText('Logout')).toBeInTheDocument();
  });

  it('coaching leads to course authoring, for holders of author_courses only', () => {
    expect(renderSidebar('admin', ['administrator']).getByText('Coaching').closest('a')).toHaveAttribute('href', '/admin/coaching/');
  });

  it('a coach sees only the coaching tools', () => {
    const sidebar = renderSidebar('admin', ['coach']);
    expect(sidebar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/coaching/']);
  });

  it('a datascout sees only what its permissions allow', () => {
    const sidebar = renderSidebar('admin', ['datascout']);
    expect(sidebar.getByText('All jobs')).toBeInTheDocument();
    expect(sidebar.getByText('Post a job (all employers)')).toBeInTheDocument();
    for (const hidden of ['Dashboard', 'CV database', 'Jobs applied', 'Users', 'Coaching']) {
      expect(sidebar.queryByText(hidden)).toBeNull();
    }
  });

  it('trust and safety: administrators moderate jobs, handle reports and verify checks; data scouts moderate jobs only', () => {
    const admin = renderSidebar('admin', ['administrator']);
    expect(admin.getByText('Moderation').closest('a')).toHaveAttribute('href', '/admin/moderation');
    expect(admin.getByText('Reports').closest('a')).toHaveAttribute('href', '/admin/reports');
    expect(admin.getByText('Background checks').closest('a')).toHaveAttribute('href', '/admin/background-checks');
    cleanup();
    const scout = renderSidebar('admin', ['datascout']);
    expect(scout.getByText('Moderation').closest('a')).toHaveAttribute('href', '/admin/moderation');
    expect(scout.queryByText('Reports')).toBeNull();
    expect(scout.queryByText('Background checks')).toBeNull();
  });
});

describe('candidate sidebar (§2)', () => {
  it('has dashboard, profile, jobs, alerts, memberships, the Employability Hub and logout', () => {
    const sidebar = renderSidebar('candidate', ['candidate']);
    for (const label of ['Dashboard', 'Profile', 'Jobs', 'Alerts', 'Memberships', 'Employability Hub', 'Logout']) {
      expect(sidebar.getByText(label)).toBeInTheDocument();
    }
    // The Employability Hub's pages are in the SPA now (issue 23): router links, no full page load.
    expect(sidebar.getByText('Enrollments').closest('a')).toHaveAttribute('href', '/coaching/enrollments/');
    expect(sidebar.getByText('Enrollments').closest('a')).toHaveAttribute('data-discover');
    // Two links say Messages: the conversations (issue 20) and, in the Employability Hub, the coaching messages.
    expect(sidebar.getAllByText('Messages').map((label) => label.closest('a')?.getAttribute('href'))).toEqual(['/candidate/messages', '/coaching/messages/']);
  });

  it('the employer sidebar leads to the employer inbox', () => {
    expect(renderSidebar('employer', ['team_member']).getByText('Messages').closest('a')).toHaveAttribute('href', '/employer/messages');
  });
});
