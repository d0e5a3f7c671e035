import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { TeamMemberForm } from './TeamMemberForm';

/** Typing through user-event is slow on a loaded machine; these tests wait for the UI, never for time. */
const SLOW_MACHINE_MS = 30_000;

const token = () => makeToken({ roles: ['employer'] });
const saves = () => sentRequests.filter((config) => pathOf(config) === API.createTeamMember);

describe('team member form (§3: name, email, role, password + confirm)', { timeout: SLOW_MACHINE_MS }, () => {
  it('marks required fields with " *", shows errors under them and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<TeamMemberForm onSaved={() => undefined} />, { token: token() });
    for (const label of ['Name *', 'Email *', 'Role *', 'Password *', 'Confirm password *']) expect(screen.getByText(label)).toBeInTheDocument();
    await user.click(screen.getByTestId('team-member-save'));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3)); // name, email, password
    expect(screen.getByText('Please choose one of the options.')).toBeInTheDocument(); // role
    expect(saves()).toHaveLength(0);
  });

  it('refuses a weak or unconfirmed password, then creates the member', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = false;
    answerWith((config) => (pathOf(config) === API.createTeamMember ? { status: 200, body: { success: true, data: { id: 3 } } } : { status: 404 }));
    renderWithProviders(<TeamMemberForm onSaved={() => (saved = true)} />, { token: token() });
    await user.click(screen.getByLabelText('Name *'));
    await user.paste('Pat Scout');
    await user.click(screen.getByLabelText('Email *'));
    await user.paste('pat@example.com');
    await user.selectOptions(screen.getByLabelText('Role *'), 'team_member');
    await user.click(screen.getByLabelText('Password *'));
    await user.paste('short');
    await user.click(screen.getByLabelText('Confirm password *'));
    await user.paste('other');
    await user.click(screen.getByTestId('team-member-save'));
    expect(await screen.findByText(/Password must be/)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password *'));
    await user.click(screen.getByLabelText('Password *'));
    await user.paste('Scouting2026');
    await user.click(screen.getByTestId('team-member-save'));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password *'));
    await user.click(screen.getByLabelText('Confirm password *'));
    await user.paste('Scouting2026');
    await user.click(screen.getByTestId('team-member-save'));
    await waitFor(() => expect(saved).toBe(true));
    expect(JSON.parse(saves()[0].data as string)).toEqual({
      name: 'Pat Scout',
      email: 'pat@example.com',
      role: 'team_member',
      password: 'Scouting2026',
      confirm_password: 'Scouting2026',
    });
  });

  it('editing keeps the password when it is left empty', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = false;
    answerWith((config) => (pathOf(config) === API.createTeamMember ? { status: 200, body: { success: true } } : { status: 404 }));
    renderWithProviders(<TeamMemberForm member={{ id: 8, name: 'Pat Scout', email: 'pat@example.com', role: 'team_member', roleLabel: 'Team Member' }} onSaved={() => (saved = true)} />, { token: token() });
    expect(screen.getByText('Password')).toBeInTheDocument(); // not required when editing
    await user.selectOptions(screen.getByLabelText('Role *'), 'team_manager');
    await user.click(screen.getByTestId('team-member-save'));
    await waitFor(() => expect(saved).toBe(true));
    expect(JSON.parse(saves()[0].data as string)).toEqual({ id: 8, name: 'Pat Scout', email: 'pat@example.com', role: 'team_manager' });
  });
});
