import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../../test/http';
import { renderWithProviders } from '../../../../test/render';
import { makeToken } from '../../../../test/tokens';
import { candidateProfile } from '../../test/profile-fixture';
import { BasicDetailsTab } from './BasicDetailsTab';
import { HeadlineTab } from './HeadlineTab';
import { QualificationsTab } from './QualificationsTab';

// A loaded machine is slow to show lazy chunks and react-select menus: the assertions decide, with room on the clock.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

const token = makeToken({ roles: ['candidate'] });
const updateCalls = () => sentRequests.filter((request) => pathOf(request) === API.updateProfile);

describe('edit-profile tab forms', () => {
  it('shows a field error only once the field was touched, and required labels end with " *"', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BasicDetailsTab profile={candidateProfile({ cand_name: '', cand_phone: '' })} />, { token });

    expect(screen.getByText('Full name *')).toBeInTheDocument();
    expect(screen.getByText('Phone')).toBeInTheDocument(); // optional: no star
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone'), '0113 496 0000');
    expect(screen.queryByText('Please enter a contact number without spaces.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a contact number without spaces.')).toBeInTheDocument();
    // The untouched empty name still shows nothing.
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Full name *'));
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(updateCalls()).toHaveLength(0);
  });

  it("saves only the tab's fields, says 'Updated Successfully', and shows the server's field errors under the fields", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: 'ok' | 'taken' = 'taken';
    answerWith((config) => {
      if (pathOf(config) !== API.updateProfile) return { status: 404 };
      if (answer === 'taken') {
        return {
          status: 422,
          body: { success: false, statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid', errors: { cand_email: 'This e-mail address is already used by another account.' } },
        };
      }
      return { status: 200, body: { success: true, message: 'Updated Successfully', data: candidateProfile(JSON.parse(String(config.data))) } };
    });
    renderWithProviders(<BasicDetailsTab profile={candidateProfile()} />, { token });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This e-mail address is already used by another account.')).toBeInTheDocument();

    answer = 'ok';
    const name = screen.getByLabelText('Full name *');
    await user.clear(name);
    await user.type(name, 'Jamie Q. Carter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    const body = JSON.parse(String(updateCalls().at(-1)!.data)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['cand_city', 'cand_country', 'cand_email', 'cand_name', 'cand_phone', 'profile_type']);
    expect(body.cand_name).toBe('Jamie Q. Carter');
  });

  it('the headline refuses a 4th role', async () => {
    const user = userEvent.setup({ delay: null });
    const three = [
      { value: 'head-coach', label: 'Head Coach' },
      { value: 'scout', label: 'Scout' },
      { value: 'data-analyst', label: 'Data Analyst' },
    ];
    answerWith((config) =>
      pathOf(config) === API.updateProfile
        ? { status: 200, body: { success: true, data: candidateProfile(JSON.parse(String(config.data))) } }
        : { status: 404 },
    );
    renderWithProviders(<HeadlineTab profile={candidateProfile({ cand_headline: three })} />, { token });

    expect(screen.getByText('You can choose up to 3 roles. Remove one to choose another.')).toBeInTheDocument();
    const input = screen.getByLabelText('Headline roles');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    const journalist = await screen.findByRole('option', { name: /Journalist/ });
    expect(journalist).toHaveAttribute('aria-disabled', 'true');
    await user.click(journalist);
    await user.type(input, 'Chief{Enter}');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateCalls()).toHaveLength(1));
    const sent = JSON.parse(String(updateCalls()[0].data)) as { cand_headline: { value: string }[] };
    expect(sent.cand_headline.map((tag) => tag.value)).toEqual(['head-coach', 'scout', 'data-analyst']);
  });

  it("asks 'Are you sure you want to delete?' before removing an education entry", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <QualificationsTab
        profile={candidateProfile({
          cand_education: [
            { degree_name: 'BSc Sports Science', degree_institute: '', degree_detail: '' },
            { degree_name: 'UEFA B Licence course', degree_institute: '', degree_detail: '' },
          ],
        })}
      />,
      { token },
    );
    const entries = () => screen.getAllByTestId('education-entry');
    expect(entries()).toHaveLength(2);

    await user.click(within(entries()[0]).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entries()).toHaveLength(2);

    await user.click(within(entries()[0]).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(entries()).toHaveLength(1);
    expect(screen.getByDisplayValue('UEFA B Licence course')).toBeInTheDocument();
  });
});
