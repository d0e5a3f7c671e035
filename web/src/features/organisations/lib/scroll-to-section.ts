/** §9 tab scroll offset: 170 px, 100 px on mobile (mobile detected by user agent). */
export const TAB_SCROLL_OFFSET = { desktop: 170, mobile: 100 } as const;

export function isMobileUserAgent(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i.test(userAgent);
}

export function tabScrollOffset(userAgent?: string): number {
  return isMobileUserAgent(userAgent) ? TAB_SCROLL_OFFSET.mobile : TAB_SCROLL_OFFSET.desktop;
}

/** Scrolls so the section's top sits `offset` px below the viewport top (clear of the fixed header). */
export function scrollToSection(element: HTMLElement | null, offset: number = tabScrollOffset()): number | null {
  if (!element) return null;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: 'smooth' });
  return top;
}
