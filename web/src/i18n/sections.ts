/**
 * The catalogue split (docs/web.md, Performance). en.json and ar.json stay the single files everyone edits; the build
 * serves each as three modules: `?sections=public` (what the site frame and the home page render on first paint, in
 * the entry for English), `?sections=jobs` (what the jobs list and the job page add, a lazy chunk they wait for) and
 * `?sections=rest` (every other key, a lazy chunk that the other pages wait for with the jobs section, see
 * lazy-named.ts). A path is a top-level section or a dotted sub-section; no path of one section is, or is inside,
 * a path of another.
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
  'auth.loginTitle',
  'dashboard.loading',
  'shop.basket',
  'messages.header',
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

/**
 * What the jobs list and the job page render beyond the public half (their components, the enumeration labels of a
 * job, their tab titles), so the two most visited pages after home wait for this small section, not the rest.
 * English has no `enums.<family>` for most families (their labels come from @fj/shared); Arabic names them.
 */
export const JOBS_SECTIONS: readonly string[] = [
  'jobs.search',
  'jobs.list',
  'jobs.filters',
  'jobs.browse',
  'jobs.detail',
  'jobs.details',
  'jobs.premiumModal',
  'jobs.share',
  // The search cards' Save toggle (issue 21); home's cards have none.
  'jobs.save',
  // The Report button's own label (issue 25): the job page names it itself, but the button module is on its page.
  'moderation.report.button',
  'enums.type',
  'enums.countries',
  'enums.category',
  'enums.workMode',
  'enums.experience',
  'enums.salaryType',
  'enums.salaryCurrency',
  'enums.qualification',
  'enums.skills',
  'screens.jobs',
  'screens.jobsAlt',
  'screens.job',
  'screens.jobDetail',
  'screens.jobAlt',
];

export type CatalogueSections = 'public' | 'jobs' | 'rest';

/** The paths of each named section; `rest` is what none of them names. */
export const SECTION_PATHS: Readonly<Record<Exclude<CatalogueSections, 'rest'>, readonly string[]>> = {
  public: PUBLIC_SECTIONS,
  jobs: JOBS_SECTIONS,
};

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part of `catalogue` under a section's paths, or (`rest`) under none of them; together they are the whole. */
export function selectSections(catalogue: Tree, which: CatalogueSections): Tree {
  const paths = which === 'rest' ? Object.values(SECTION_PATHS).flat() : SECTION_PATHS[which];
  const wanted = paths.map((path) => path.split('.'));
  const walk = (node: Tree, prefix: string[]): Tree => {
    const out: Tree = {};
    for (const [key, value] of Object.entries(node)) {
      const here = [...prefix, key];
      const exact = wanted.some((path) => path.length === here.length && path.every((part, i) => part === here[i]));
      const above = wanted.some((path) => path.length > here.length && here.every((part, i) => part === path[i]));
      if (exact) {
        if (which !== 'rest') out[key] = value;
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
