import { toast } from 'react-toastify';
import { requestToastHost } from '../lib/toast-host';

/** §8: success or error toasts, top right, 3 seconds (the container in AppProviders sets place and time). */
export function notifySuccess(message: string): void {
  requestToastHost();
  toast.success(message);
}

export function notifyError(message: string): void {
  requestToastHost();
  toast.error(message);
}

/** A neutral notice (e.g. "sign in first"): nothing went wrong, so not red. */
export function notifyInfo(message: string): void {
  requestToastHost();
  toast.info(message);
}
