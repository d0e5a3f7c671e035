/**
 * The toast container is a lazy chunk (app/LazyToasts). Showing a toast asks for it here first, so the container
 * mounts at once when a toast is the reason, without the entry importing react-toastify.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

export function requestToastHost(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when a toast host is first requested (at once if it already was); returns an unsubscribe. */
export function onToastHostRequested(listener: Listener): () => void {
  if (requested) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
