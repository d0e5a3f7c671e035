import { Suspense, type ReactNode } from 'react';
import { useInView } from '../features/content/lib/useInView';

/** How far outside the viewport a deferred part starts loading once the visitor scrolls, so it is usually there before it is seen. */
const LOAD_AHEAD = '600px';

/**
 * Renders `children` (typically a React.lazy component) only once this spot is on screen or, after the visitor has
 * scrolled, near it (useInView), so below-the-fold parts are lazy chunks rather than part of a page's first load.
 * `placeholder` stands in until then and while the chunk downloads: give it the part's usual height so what follows
 * does not move when the part arrives.
 */
export function WhenNear({ children, testId, className, placeholder = null }: { children: ReactNode; testId?: string; className?: string; placeholder?: ReactNode }) {
  const { ref, inView } = useInView<HTMLDivElement>(LOAD_AHEAD);
  return (
    <div ref={ref} className={className} data-testid={testId}>
      {inView ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
