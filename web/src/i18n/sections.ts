/**
 * The catalogue split (docs/web.md, Performance). en.json and ar.json stay the single files everyone edits; the build
 * serves each as two modules: `?sections=public` (what the site frame and the home page render on first paint, in
 * the entry for English) and `?sections=rest` (every other key, a lazy chunk that area and public pages other than
 * home wait for, see lazy-named.ts). A path is a top-level section or a dotted sub-section.
 */
export const PUBLIC_SECTIONS: readonly string[] = [
  'brand',
  'common',
  'language',
  'header',
  'footer',
  'newsletter',
  'home',
  'notFound',
  'comingSoon',
  'auth.loginTitle',
  'dashboard.loading',
  'shop.basket',
  'content.home',
  'content.advert',
  'content.newsletter',
  'content.contact.invalidEmail',
  // Home's below-the-fold sections (job lists, news): in English they then need no rest half (their enumeration
  // labels come from @fj/shared), so scrolling home does not download every page's strings.
  'jobs.home',
  'jobs.card',
  'jobs.premium',
  'content.viewAll',
  'content.readingTime',
  'content.readingTime_one',
];

export type CatalogueSections = 'public' | 'rest';
type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part of `catalogue` under `paths` (`public`) or everything else (`rest`); together they are the whole. */
export function selectSections(catalogue: Tree, which: CatalogueSections, paths: readonly string[] = PUBLIC_SECTIONS): Tree {
  const wanted = paths.map((path) => path.split('.'));
  const walk = (node: Tree, prefix: string[]): Tree => {
    const out: Tree = {};
    for (const [key, value] of Object.entries(node)) {
      const here = [...prefix, key];
      const exact = wanted.some((path) => path.length === here.length && path.every((part, i) => part === here[i]));
      const above = wanted.some((path) => path.length > here.length && here.every((part, i) => part === path[i]));
      if (exact) {
        if (which === 'public') out[key] = value;
      } else if (above && isTree(value)) {
        const inner = walk(value, here);
        if (Object.keys(inner).length > 0) out[key] = inner;
      } else if (which === 'rest') {
        out[key] = value;
      }
    }
    return out;
  };
  return walk(catalogue, []);
}
