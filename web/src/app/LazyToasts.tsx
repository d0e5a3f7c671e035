import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * The toast container (react-toastify) is not needed to paint a page, so it loads once the browser is idle.
 * A toast raised before that is queued by react-toastify and shows when the container mounts.
 */
export function LazyToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
