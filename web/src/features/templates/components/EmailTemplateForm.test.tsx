import { beforeAll, describe, expect, it } from 'vitest';
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
  beforeAll(() => {
    // jsdom lays nothing out; ProseMirror asks for boxes when it scrolls the cursor into view.
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects ??= noRects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Element.prototype.getClientRects ??= noRects;
    document.elementFromPoint ??= () => null;
  });

  it('shows stored merge fields as chips, inserts one from the menu and previews the e-mail the server renders', async () => {
    const user = userEvent.setup({ delay: null });
    const previews: string[] = [];
    // The server renders with the function that sends the e-mails: sanitised HTML, the organisation's name.
    answerWith((config) => {
      if (pathOf(config) !== API.previewEmailTemplate) return { status: 404, body: {} };
      const sent = JSON.parse(config.data as string) as { email_temp_subject: string; email_temp_details: string; candidate_name: string; job_title: string };
      previews.push(sent.email_temp_details);
      const fill = (text: string) => text.replaceAll('{candidate_name}', sent.candidate_name).replaceAll('{job_title}', sent.job_title).replaceAll('{company_name}', 'Riverside Rovers FC');
      return { status: 200, body: { success: true, data: { subject: fill(sent.email_temp_subject), html: fill(sent.email_temp_details), values: {} } } };
    });
    const template = { id: 7, template_id: 7, email_temp_name: 'Polite no', email_temp_subject: 'Your application for {job_title}', email_temp_for: 'rejection', email_temp_details: '<p>Dear {candidate_name}, thank you.</p>', created: '', modified: '' };
    renderWithProviders(<EmailTemplateForm template={template} onSaved={() => undefined} />, { token: makeToken({ roles: ['employer'] }) });

    const editor = await screen.findByRole('textbox', { name: 'Email text *' });
    await waitFor(() => expect(editor.querySelectorAll('.merge-chip')).toHaveLength(1));
    expect(editor.querySelector('.merge-chip')).toHaveTextContent('Candidate name');
    expect(editor.querySelector('.merge-chip')).toHaveAttribute('contenteditable', 'false');
    expect(editor.textContent).not.toContain('{');

    await user.click(screen.getByRole('button', { name: 'Insert field' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Company name' }));
    await waitFor(() => expect(editor.querySelectorAll('.merge-chip')).toHaveLength(2));
    await waitFor(() => expect(previews.at(-1)).toMatch(/\{company_name\}/));
    expect(previews.at(-1)).toContain('{candidate_name}');
    await waitFor(() => expect(screen.getByTestId('preview-body').textContent).toContain('Dear Alex Morgan'));
    expect(screen.getByTestId('preview-body').textContent).toContain('Riverside Rovers FC');
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Your application for Head Coach');
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
    const editor = screen.getByRole('textbox', { name: 'Email text *' });
    await user.click(editor);
    await user.paste('Thank you.');
    await user.click(screen.getByTestId('email-template-save'));
    await waitFor(() => expect(saved).toBe(true));
    expect(JSON.parse(sentRequests.find((config) => pathOf(config) === API.createEmailTemplate)!.data as string)).toEqual({
      email_temp_name: 'Polite no',
      email_temp_subject: 'About your application',
      email_temp_for: 'rejection',
      email_temp_details: '<p dir="auto">Thank you.</p>',
    });
  });
});
