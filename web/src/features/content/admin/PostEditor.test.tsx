import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONTENT_API } from '@fj/shared';
import { answerWith, pathOf, resetHttp } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { PostEditor } from './PostEditor';

const BODY_ERROR = 'A post needs a body before it is published or scheduled.';

describe('post editor', () => {
  beforeEach(() => resetHttp());

  it("shows the server's body and slug errors under those fields when publishing is refused", async () => {
    answerWith((config) => {
      if (pathOf(config) === CONTENT_API.adminAuthors) return { status: 200, body: { success: true, data: [] } };
      if (config.method === 'post' && pathOf(config) === CONTENT_API.adminPosts) {
        return {
          status: 422,
          body: { success: false, statusCode: 422, error: 'Unprocessable Entity', message: 'Please correct the highlighted fields', errors: { body: BODY_ERROR, slug: 'Needs an address.' } },
        };
      }
      return { status: 404, body: {} };
    });
    renderWithProviders(<PostEditor id={null} onDone={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/title/i, { selector: 'input' }), { target: { value: 'Empty news' } });
    fireEvent.click(screen.getByTestId('post-save'));

    const bodyError = await screen.findByText(BODY_ERROR);
    // The body is the rich-text editor (a labelled textbox); its error is announced with it.
    const body = screen.getByRole('textbox', { name: /body/i });
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(body.getAttribute('aria-describedby')?.split(' ')).toContain(bodyError.id);
    expect(document.getElementById('post-slug')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Needs an address.')).toBeInTheDocument();
  });
});
