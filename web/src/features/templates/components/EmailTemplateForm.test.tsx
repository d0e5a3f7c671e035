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
  it('inserts merge fields at the cursor and previews the e-mail the server renders, as formatted text', async () => {
    const user = userEvent.setup({ delay: null });
    // The server renders with the function that sends the e-mails: sanitised HTML, the organisation's name.
    answerWith((config) => {
      if (pathOf(config) !== API.previewEmailTemplate) return { status: 404, body: {} };
      const sent = JSON.parse(config.data as string) as { email_temp_subject: string; email_temp_details: string; candidate_name: string; job_title: string };
      const fill = (text: string) => text.replace('{candidate_name}', sent.candidate_name).replace('{job_title}', sent.job_title).replace('{company_name}', 'Riverside Rovers FC');
      return { status: 200, body: { success: true, data: { subject: fill(sent.email_temp_subject), html: `<p>${fill(sent.email_temp_details)}</p>`, values: {} } } };
    });
    renderWithProviders(<EmailTemplateForm onSaved={() => undefined} />, { token: makeToken({ roles: ['employer'] }) });
    await user.type(screen.getByLabelText('Subject *'), 'Your application for {{job_title}', { skipClick: false });
    const body = screen.getByLabelText('Email text *');
    await user.type(body, 'Dear , thank you.');
    (body as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.click(screen.getByTestId('merge-candidate_name'));
    await waitFor(() => expect(body).toHaveValue('Dear {candidate_name}, thank you.'));
    await user.click(screen.getByTestId('merge-company_name'));

    await waitFor(() => expect(screen.getByTestId('preview-body').textContent).toBe('Dear Alex MorganRiverside Rovers FC, thank you.'));
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Your application for Head Coach');
    const preview = screen.getByTestId('preview-body');
    expect(preview.querySelector('p')).not.toBeNull();
    expect(preview.textContent).not.toContain('<p>');
  });

  it('requires every field, then sends the §3 fields', async () => {
    const user = userEvent.setup({ delay: null });
    let saved = false;
    answerWith((config) => (pathOf(config) === API.createEmailTemplate ? { status: 200, body: { success: true, data: { id: 4 } } } : { status: 404 }));
    renderWithProviders(<EmailTemplateForm onSaved={() => (saved = true)} />, { token: makeToken({ roles: ['employer'] }) });
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
