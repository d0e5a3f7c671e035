import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadEnumerationNames } from '../../../i18n';
import { HomeJobSections } from '../../jobs';
import type { HomeFigures } from '../api/content';
import { AdvertStrip } from './AdvertStrip';
import { ClientLogos, HomeContentSections } from './HomeContentSections';

/**
 * The home page below the hero and claims: the advert strip, client logos, job lists, testimonials, success stories and news. A lazy
 * chunk of its own (see LazyHomeBelowFold), so the home page's first load carries none of it.
 */
export function HomeBelowFold({ logos }: { logos: HomeFigures['logos'] }) {
  const { i18n } = useTranslation();
  // A switch to another language once shown: its names of job types and categories (re-rendered on arrival).
  useEffect(() => {
    void loadEnumerationNames().catch(() => undefined);
  }, [i18n.language]);
  return (
    <>
      <AdvertStrip />
      <ClientLogos logos={logos} />
      <HomeJobSections />
      <HomeContentSections />
    </>
  );
}
