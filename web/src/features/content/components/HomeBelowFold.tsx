import { HomeJobSections } from '../../jobs';
import type { HomeFigures } from '../api/content';
import { AdvertStrip } from './AdvertStrip';
import { ClientLogos, HomeContentSections } from './HomeContentSections';

/**
 * The home page below the hero and claims: the advert strip, client logos, job lists, testimonials, success stories and news. A lazy
 * chunk of its own (see LazyHomeBelowFold), so the home page's first load carries none of it.
 */
export function HomeBelowFold({ logos }: { logos: HomeFigures['logos'] }) {
  return (
    <>
      <AdvertStrip />
      <ClientLogos logos={logos} />
      <HomeJobSections />
      <HomeContentSections />
    </>
  );
}
