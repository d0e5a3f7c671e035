import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { AlertForm } from './AlertForm';

// Lazy chunks and a busy machine: give screens time to arrive (this file only).
configure({ asyncUtilTimeout: 15_000 });

describe('job alert form (§5: name, email, frequency and category all required)', { timeout: 60_000 }, () => {
  it('shows an error under each empty field on submit and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AlertForm onSaved={() => undefined} />, { token: makeToken() });
    expect(screen.getByText('Alert name *')).toBeInTheDocument();
    expect(screen.getByText('Email frequency *')).toBeInTheDocument();
    await user.click(screen.getByTestId('job-alert-save'));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(4));
    expect(sentRequests.filter((config) => pathOf(config) === API.saveJobAlerts)).toHaveLength(0);
  });

  it('rejects a bad email, then saves the alert with the frequency as its §3 number', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = false;
    answerWith((config) => {
      if (pathOf(config) === API.saveJobAlerts) {
        return { status: 200, body: { success: true, message: 'Saved', data: { id: 1, ...JSON.parse(config.data as string) } } };
      }
      return { status: 404 };
    });
    renderWithProviders(<AlertForm category="media" onSaved={() => (saved = true)} />, { token: makeToken() });
    expect(screen.getByLabelText('Category *')).toHaveValue('media'); // prefilled from the job page
    await user.type(screen.getByLabelText('Alert name *'), 'Media jobs');
    await user.type(screen.getByLabelText('Email *'), 'not-an-email');
    await user.selectOptions(screen.getByLabelText('Email frequency *'), 'Fortnightly');
    await user.click(screen.getByTestId('job-alert-save'));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email *'));
    await user.type(screen.getByLabelText('Email *'), 'fan@example.com');
    await user.click(screen.getByTestId('job-alert-save'));
    await waitFor(() => expect(saved).toBe(true));
    const sent = sentRequests.find((config) => pathOf(config) === API.saveJobAlerts)!;
    expect(JSON.parse(sent.data as string)).toEqual({
      alert_name: 'Media jobs',
      alert_email: 'fan@example.com',
      alert_frequency: 15,
      alert_category: 'media',
    });
  });
});
