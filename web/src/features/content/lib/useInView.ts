import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come near the viewport (§4: a blog section fetches only once scrolled into view): on
 * screen, or — once the visitor scrolls (or the page opened scrolled) — within `rootMargin` of it. The look-ahead is
 * there so content is ready when a scrolling visitor reaches it; before any scroll it would only fetch what may never
 * be seen (on a phone the home page's below-the-fold sections start ≈220 px under the fold, inside any look-ahead).
 * It stays true, so a section fetched once is not dropped when scrolled away. Without IntersectionObserver (very old
 * browsers) the section loads at once.
 */
export function useInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    let observer: IntersectionObserver | undefined;
    const observe = (margin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setInView(true);
            observer?.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    };
    const lookAhead = () => observe(rootMargin);
    if (window.scrollY !== 0) lookAhead();
    else {
      observe('0px');
      window.addEventListener('scroll', lookAhead, { once: true, passive: true });
    }
    return () => {
      window.removeEventListener('scroll', lookAhead);
      observer?.disconnect();
    };
  }, [inView, rootMargin]);
  return { ref, inView };
}
