import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastHostRequested } from '../lib/toast-host';
import { whenPageSettled } from '../lib/when-idle';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * The toast container (react-toastify) is not needed to paint a page, so it loads when the first toast is asked
 * for (components/toasts) or once the page has settled, whichever comes first. react-toastify queues a toast raised
 * before its container mounts and shows it then.
 */
export function LazyToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const cancelSettled = whenPageSettled(want);
    const unsubscribe = onToastHostRequested(want);
    return () => {
      cancelSettled();
      unsubscribe();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
