import { lazy } from 'react';
import { WhenNear } from '../../../components/WhenNear';
import { loadFullCatalogue } from '../../../i18n';
import type { HomeFigures } from '../api/content';

/** Its chunk and the rest of the catalogue (job and blog labels are not in the public half) side by side. */
const HomeBelowFold = lazy(async () => {
  const [module] = await Promise.all([import('./HomeBelowFold'), loadFullCatalogue().catch(() => undefined)]);
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
