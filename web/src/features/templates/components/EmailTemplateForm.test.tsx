import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { EmailTemplateForm } from './EmailTemplateForm';

/** Typing through user-event is slow on a loaded machine; these tests wait for the UI, never for time. */
const SLOW_MACHINE_MS = 30_000;

describe('email template form: merge fields and preview', { timeout: SLOW_MACHINE_MS }, () => {
  it('inserts merge fields at the cursor and previews them filled with example values', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EmailTemplateForm companyName="Leeds Rhinos FC" onSaved={() => undefined} />, { token: makeToken({ roles: ['employer'] }) });
    await user.type(screen.getByLabelText('Subject *'), 'Your application for {{job_title}', { skipClick: false });
    const body = screen.getByLabelText('Email text *');
    await user.type(body, 'Dear , thank you.');
    (body as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.click(screen.getByTestId('merge-candidate_name'));
    await waitFor(() => expect(body).toHaveValue('Dear {candidate_name}, thank you.'));
    await user.click(screen.getByTestId('merge-company_name'));

    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Your application for Head Coach');
    await waitFor(() => expect(screen.getByTestId('preview-body').textContent).toContain('Dear Alex Morgan'));
    expect(screen.getByTestId('preview-body').textContent).toContain('Leeds Rhinos FC');
    expect(screen.getByTestId('preview-body').textContent).not.toContain('{');
  });

  it('requires every field, then sends the §3 fields', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = false;
    answerWith((config) => (pathOf(config) === API.createEmailTemplate ? { status: 200, body: { success: true, data: { id: 4 } } } : { status: 404 }));
    renderWithProviders(<EmailTemplateForm companyName="Club" onSaved={() => (saved = true)} />, { token: makeToken({ roles: ['employer'] }) });
    await user.click(screen.getByTestId('email-template-save'));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(4));
    expect(sentRequests.some((config) => pathOf(config) === API.createEmailTemplate)).toBe(false);

    await user.click(screen.getByLabelText('Template name *'));
    await user.paste('Polite no');
    await user.click(screen.getByLabelText('Subject *'));
    await user.paste('About your application');
    await user.selectOptions(screen.getByLabelText('Used for *'), 'Rejection');
    await user.click(screen.getByLabelText('Email text *'));
    await user.paste('Thank you.');
    await user.click(screen.getByTestId('email-template-save'));
    await waitFor(() => expect(saved).toBe(true));
    expect(JSON.parse(sentRequests.find((config) => pathOf(config) === API.createEmailTemplate)!.data as string)).toEqual({
      email_temp_name: 'Polite no',
      email_temp_subject: 'About your application',
      email_temp_for: 'rejection',
      email_temp_details: 'Thank you.',
    });
  });
});
