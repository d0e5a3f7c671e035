import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { showServerErrors } from './show-server-errors';

const refusal = (status: number, data: object) =>
  new AxiosError('refused', String(status), undefined, undefined, { status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data });

describe('showServerErrors', () => {
  it('puts field errors under their fields, touched, without a toast', () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    const helpers = { setErrors: vi.fn(), setTouched: vi.fn() };
    showServerErrors(refusal(409, { message: 'Taken', errors: { email: 'An account with this email address already exists.' } }), helpers);
    expect(helpers.setErrors).toHaveBeenCalledWith({ email: 'An account with this email address already exists.' });
    expect(helpers.setTouched).toHaveBeenCalledWith({ email: true }, false);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts the message of any other failure', async () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    const helpers = { setErrors: vi.fn(), setTouched: vi.fn() };
    showServerErrors(refusal(500, { message: 'The server is down' }), helpers);
    // react-toastify is imported on the first toast (components/toasts.ts), so the call lands a moment later.
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('The server is down'));
    expect(helpers.setErrors).not.toHaveBeenCalled();
  });
});
