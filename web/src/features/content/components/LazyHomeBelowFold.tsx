import { lazy } from 'react';
import { WhenNear } from '../../../components/WhenNear';
import { loadEnumerationNames } from '../../../i18n';
import type { HomeFigures } from '../api/content';

/** Its chunk and, outside English, the catalogue's rest (names of job types and categories) side by side. */
const HomeBelowFold = lazy(async () => {
  const [module] = await Promise.all([import('./HomeBelowFold'), loadEnumerationNames().catch(() => undefined)]);
  return { default: module.HomeBelowFold };
});

/**
 * The below-the-fold home sections, downloaded once on screen or, after the visitor scrolls, near it (WhenNear) — not
 * on first load. Until they render, a block of their usual height (content.css) keeps the sections after them in place.
 */
export function LazyHomeBelowFold({ logos }: { logos: HomeFigures['logos'] }) {
  return (
    <WhenNear testId="home-below-fold" placeholder={<div className="home-below-fold__reserve" aria-hidden="true" />}>
      <HomeBelowFold logos={logos} />
    </WhenNear>
  );
}
