import { lazy } from 'react';
import { WhenNear } from '../../../components/WhenNear';
import { loadEnumerationNames } from '../../../i18n';
import type { HomeFigures } from '../api/content';

/** Its chunk and, outside English, the catalogue's rest (names of job types and categories) side by side. */
const HomeBelowFold = lazy(async () => {
  const [module] = await Promise.all([import('./HomeBelowFold'), loadEnumerationNames().catch(() => undefined)]);
  return { default: module.HomeBelowFold };
});

/** The below-the-fold home sections, downloaded when scrolled near (IntersectionObserver), not on first load. */
export function LazyHomeBelowFold({ logos }: { logos: HomeFigures['logos'] }) {
  return (
    <WhenNear testId="home-below-fold">
      <HomeBelowFold logos={logos} />
    </WhenNear>
  );
}
