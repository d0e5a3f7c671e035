import { requestToastHost } from '../lib/toast-host';

type ToastKind = 'success' | 'error' | 'info';

/**
 * Shows a toast. react-toastify is imported on the first toast (or with the toast host once the page settled), so
 * no page's first load carries it; toasts keep their order (one module promise, callbacks in call order).
 */
function show(kind: ToastKind, message: string): void {
  requestToastHost();
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

/** §8: success or error toasts, top right, 3 seconds (the lazy ToastHost sets place and time). */
export function notifySuccess(message: string): void {
  show('success', message);
}

export function notifyError(message: string): void {
  show('error', message);
}

/** A neutral notice (e.g. "sign in first"): nothing went wrong, so not red. */
export function notifyInfo(message: string): void {
  show('info', message);
}
