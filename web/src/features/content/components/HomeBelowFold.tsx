import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadEnumerationNames } from '../../../i18n';
import { HomeJobSections } from '../../jobs';
import type { HomeFigures } from '../api/content';
import { useDataSettled } from '../lib/useDataSettled';
import { AdvertStrip } from './AdvertStrip';
import { ClientLogos, HomeContentSections } from './HomeContentSections';

/** How long the sections may stay in their held space waiting for their lists before they show what they have. */
const SHOW_WITHIN_MS = 2500;

/**
 * The home page below the hero and claims: the advert strip, client logos, job lists, testimonials, success stories and news. A lazy
 * chunk of its own (see LazyHomeBelowFold), so the home page's first load carries none of it. It is downloaded as the
 * visitor scrolls towards it, so its lists arrive while they may be on screen: the sections stay hidden in the
 * space held for them (the same block LazyHomeBelowFold shows while the chunk loads) until the advert, categories and
 * job lists are in, then appear at once (the testimonials and news fetch later, when scrolled into view, and hold
 * their own space with placeholder tiles).
 */
export function HomeBelowFold({ logos }: { logos: HomeFigures['logos'] }) {
  const { i18n } = useTranslation();
  const settled = useDataSettled(SHOW_WITHIN_MS);
  // A switch to another language once shown: its names of job types and categories (re-rendered on arrival).
  useEffect(() => {
    void loadEnumerationNames().catch(() => undefined);
  }, [i18n.language]);
  return (
    <>
      {settled ? null : <div className="home-below-fold__reserve" aria-hidden="true" />}
      <div hidden={!settled}>
        <AdvertStrip />
        <ClientLogos logos={logos} />
        <HomeJobSections />
        <HomeContentSections />
      </div>
    </>
  );
}
