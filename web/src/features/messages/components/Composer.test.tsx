import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { Composer } from './Composer';

const THREAD_PATH = API.messageThread.replace(':id', '12');
const posts = () => sentRequests.filter((config) => config.method === 'post' && pathOf(config) === THREAD_PATH);

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('composer-files'), { target: { files } });
}

function renderComposer() {
  answerWith((config) => {
    if (config.method === 'post' && pathOf(config) === THREAD_PATH) {
      return { status: 201, body: { success: true, message: 'Message sent', data: { id: 99, threadId: 12, author: { ID: 7, name: 'Me' }, body: 'x', attachments: [], created: new Date().toISOString(), viaEmail: false, mine: true } } };
    }
    return { status: 404 };
  });
  return renderWithProviders(<Composer threadId={12} />, { token: makeToken() });
}

describe('message composer: checked before anything is sent', () => {
  it('an empty message is refused under the field, and nothing is posted', async () => {
    renderComposer();
    fireEvent.click(screen.getByTestId('composer-send'));
    expect(await screen.findByTestId('composer-body-error')).toHaveTextContent('Write a message or attach a file.');
    expect(posts()).toHaveLength(0);
  });

  it('counts the characters and refuses more than 5,000', async () => {
    renderComposer();
    const text = screen.getByTestId('composer-body');
    fireEvent.change(text, { target: { value: 'a'.repeat(5001) } });
    expect(screen.getByTestId('composer-count')).toHaveTextContent('5001 / 5000');
    fireEvent.click(screen.getByTestId('composer-send'));
    expect(await screen.findByTestId('composer-body-error')).toHaveTextContent('A message can be at most 5000 characters long.');
    expect(posts()).toHaveLength(0);
  });

  it('refuses a sixth file at once, and sends once one is removed', async () => {
    renderComposer();
    choose([1, 2, 3, 4, 5, 6].map((n) => fileOf(`report-${n}.pdf`, 1000)));
    expect(await screen.findByTestId('composer-files-error')).toHaveTextContent('You can attach at most 5 files to one message.');
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(screen.getByTestId('composer-send')).toBeEnabled());
    expect(posts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove report-6.pdf' }));
    await waitFor(() => expect(screen.queryByTestId('composer-files-error')).toBeNull());
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const form = posts()[0].data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['report-1.pdf', 'report-2.pdf', 'report-3.pdf', 'report-4.pdf', 'report-5.pdf']);
  });

  it('refuses an 11 MB file, naming it, before any upload', async () => {
    renderComposer();
    fireEvent.change(screen.getByTestId('composer-body'), { target: { value: 'Match video attached' } });
    choose([fileOf('match-video.pdf', 11 * 1024 * 1024)]);
    expect(await screen.findByTestId('composer-files-error')).toHaveTextContent('“match-video.pdf” is too large: each file can be at most 10 MB.');
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(screen.getByTestId('composer-send')).toBeEnabled());
    expect(posts()).toHaveLength(0);
  });

  it('a text message is posted as JSON and the field is emptied', async () => {
    renderComposer();
    fireEvent.change(screen.getByTestId('composer-body'), { target: { value: '  See you at 10:00  ' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0].data as string)).toEqual({ body: 'See you at 10:00' });
    await waitFor(() => expect(screen.getByTestId('composer-body')).toHaveValue(''));
    expect(screen.getByTestId('composer-status')).toHaveTextContent('Message sent.');
  });

  it("the API's 422 on the text is shown under the field", async () => {
    answerWith(() => ({ status: 422, body: { success: false, statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid message', errors: { body: 'Please write a message.' } } }));
    renderWithProviders(<Composer threadId={12} />, { token: makeToken() });
    fireEvent.change(screen.getByTestId('composer-body'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    expect(await screen.findByTestId('composer-body-error')).toHaveTextContent('Please write a message.');
  });
});
