import { Suspense, type ReactNode } from 'react';
import { useInView } from '../features/content/lib/useInView';

/** How far outside the viewport a deferred part starts loading, so it is usually there before it is seen. */
const LOAD_AHEAD = '600px';

/**
 * Renders `children` (typically a React.lazy component) only once this spot comes near the viewport
 * (IntersectionObserver), so below-the-fold parts are lazy chunks rather than part of a page's first load.
 */
export function WhenNear({ children, testId }: { children: ReactNode; testId?: string }) {
  const { ref, inView } = useInView<HTMLDivElement>(LOAD_AHEAD);
  return (
    <div ref={ref} data-testid={testId}>
      {inView ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
