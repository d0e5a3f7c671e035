import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import './index'; // the lazy chunk, transformed before the tests' timers start

// A loaded machine is slow to show lazy chunks and react-select menus: the assertions decide, with room on the clock.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

const cv = (id: number, title: string) => ({
  id,
  title,
  kind: 'cv',
  attachmentType: '',
  mime: 'application/pdf',
  size: 120_000,
  url: `/media/${id}`,
  created: '2026-11-01T10:00:00.000Z',
});

describe('/candidate/resumes-list', () => {
  it("lists CVs, says 'No data available' when there are none, and deletes one only after the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    let stored = [cv(1, 'Coaching CV'), cv(2, 'Analyst CV')];
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.myResumes) return { status: 200, body: { success: true, data: stored, total: stored.length } };
      if (path === API.deleteMyResume) {
        const id = Number(new URLSearchParams(String(config.url).split('?')[1]).get('id'));
        stored = stored.filter((item) => item.id !== id);
        return { status: 200, body: { success: true, message: 'CV deleted' } };
      }
      return { status: 404 };
    });
    renderApp('/candidate/resumes-list', { token: makeToken({ roles: ['candidate'] }) });

    const table = await screen.findByTestId('resumes-table');
    expect(await within(table).findByText('Coaching CV')).toBeInTheDocument();
    const deleteCalls = () => sentRequests.filter((request) => pathOf(request) === API.deleteMyResume);

    await user.click(within(table).getAllByRole('button', { name: 'Delete' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteCalls()).toHaveLength(0);

    await user.click(within(table).getAllByRole('button', { name: 'Delete' })[0]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Coaching CV')).not.toBeInTheDocument());
    expect(deleteCalls()).toHaveLength(1);
    expect(within(table).getByText('Analyst CV')).toBeInTheDocument();

    stored = [];
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(table).findByText('No data available')).toBeInTheDocument();
  });

  it('checks the title and the file type before uploading', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    answerWith((config) =>
      pathOf(config) === API.myResumes ? { status: 200, body: { success: true, data: [], total: 0 } } : { status: 404 },
    );
    renderApp('/candidate/resumes-list', { token: makeToken({ roles: ['candidate'] }) });
    const form = await screen.findByTestId('cv-upload-form');

    await user.type(within(form).getByLabelText('Title'), '!!!');
    await user.upload(within(form).getByLabelText('CV (PDF) *'), new File(['png'], 'photo.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Upload CV' }));
    expect(await within(form).findByText('Please add title with alphanumeric characters to upload file.')).toBeInTheDocument();
    expect(within(form).getByText('File type must be PDF')).toBeInTheDocument();
    expect(sentRequests.filter((request) => pathOf(request) === API.uploadMyResumes)).toHaveLength(0);
  });
});
