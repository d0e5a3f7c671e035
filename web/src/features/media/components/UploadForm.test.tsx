import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderWithProviders } from '../../../test/render';
import { UploadForm } from './UploadForm';

// A loaded machine is slow to show lazy chunks and react-select menus: the assertions decide, with room on the clock.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

const pdf = (bytes: number, name = 'cv.pdf') => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function rejected(status: number, errors: Record<string, string>, message: string) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', 'ERR_BAD_REQUEST', { headers }, null, {
    status,
    statusText: String(status),
    headers,
    config: { headers },
    data: { success: false, statusCode: status, error: 'Error', message, errors },
  });
}

describe('UploadForm', () => {
  it('refuses a file over the limit before sending, naming the MB and asking to make contact', async () => {
    const user = userEvent.setup({ delay: null });
    const upload = vi.fn(async () => undefined);
    renderWithProviders(<UploadForm kind="cv" testId="cv" fileLabel="CV (PDF)" submitLabel="Upload CV" upload={upload} />);
    await user.type(screen.getByLabelText('Title'), 'Season CV');
    await user.upload(screen.getByLabelText('CV (PDF) *'), pdf(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File is too large: the maximum size is 5 MB. Please contact us to upload a larger file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload CV' }));
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the file field (the server checks the bytes)", async () => {
    const user = userEvent.setup({ delay: null });
    const upload = vi.fn(async () => {
      throw rejected(415, { file: 'File type must be PDF' }, 'File type must be PDF');
    });
    renderWithProviders(<UploadForm kind="cv" testId="cv" fileLabel="CV (PDF)" submitLabel="Upload CV" upload={upload} />);
    await user.type(screen.getByLabelText('Title'), 'Renamed picture');
    await user.upload(screen.getByLabelText('CV (PDF) *'), pdf(2000, 'photo.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload CV' }));
    expect(await screen.findByText('File type must be PDF')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('uploading inside another form does not submit the outer form', async () => {
    const user = userEvent.setup({ delay: null });
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const upload = vi.fn(async () => undefined);
    renderWithProviders(
      <form onSubmit={outerSubmit}>
        <UploadForm kind="cv" testId="cv" fileLabel="CV (PDF)" submitLabel="Upload CV" upload={upload} />
      </form>,
    );
    await user.type(screen.getByLabelText('Title'), 'Match day CV');
    await user.upload(screen.getByLabelText('CV (PDF) *'), pdf(2000));
    await user.click(screen.getByRole('button', { name: 'Upload CV' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
  });

  it('needs no title: the file name is suggested, and sent when the person leaves it', async () => {
    const user = userEvent.setup({ delay: null });
    const upload = vi.fn(async () => undefined);
    renderWithProviders(<UploadForm kind="image" testId="photo" fileLabel="Picture" submitLabel="Upload photo" upload={upload} />);
    expect(screen.getByTestId('file-chosen')).toHaveTextContent('No file chosen yet');
    const photo = new File([new Uint8Array(2000)], 'my_headshot-2026.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture *'), photo);
    expect(screen.getByTestId('file-chosen')).toHaveTextContent('my_headshot-2026.png');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('my headshot 2026'));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith({ title: 'my headshot 2026', file: photo }));
  });
});
