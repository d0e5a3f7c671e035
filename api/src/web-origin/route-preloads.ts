import { layoutForPath, type LayoutKind, type Locale, type RouteName } from '@fj/shared';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each layout's module in the SPA (web/src/app/layouts/LayoutSwitch.tsx loads one lazy chunk per layout). */
const LAYOUT_SOURCES: Record<LayoutKind, string> = {
  home: 'src/app/layouts/HomeLayout.tsx',
  main: 'src/app/layouts/MainLayout.tsx',
  job: 'src/app/layouts/JobLayout.tsx',
  signup: 'src/app/layouts/SignupLayout.tsx',
  admin: 'src/app/layouts/AdminLayout.tsx',
  employer: 'src/app/layouts/EmployerLayout.tsx',
  candidate: 'src/app/layouts/CandidateLayout.tsx',
  dashboard: 'src/app/layouts/DashboardEntryLayout.tsx',
};

/** A catalogue section the SPA loads when a page needs it (web/src/i18n/sections.ts); the public half is apart. */
type LazySection = 'jobs' | 'rest';

/**
 * The page chunk of the public routes a first visit most often lands on (web/src/app/route-table.tsx) and the
 * catalogue sections it waits for beyond the public half (lazy-named.ts): none for home, the jobs section for the
 * jobs list and the job page, the jobs section and the rest for the others.
 */
const PAGE_SOURCES: Partial<Record<RouteName, { source: string; catalogue: readonly LazySection[] }>> = {
  home: { source: 'src/features/content/pages/index.ts', catalogue: [] },
  homeAlias: { source: 'src/features/content/pages/index.ts', catalogue: [] },
  jobs: { source: 'src/features/jobs/pages/list.ts', catalogue: ['jobs'] },
  jobsAlt: { source: 'src/features/jobs/pages/list.ts', catalogue: ['jobs'] },
  job: { source: 'src/features/jobs/pages/detail.ts', catalogue: ['jobs'] },
  jobDetail: { source: 'src/features/jobs/pages/detail.ts', catalogue: ['jobs'] },
  jobAlt: { source: 'src/features/jobs/pages/detail.ts', catalogue: ['jobs'] },
  // Pages people land on from search engines and shared links (issue 26); they wait for the catalogue's rest.
  player: { source: 'src/features/football/pages/public.ts', catalogue: ['jobs', 'rest'] },
  club: { source: 'src/features/football/pages/public.ts', catalogue: ['jobs', 'rest'] },
  competition: { source: 'src/features/football/pages/public.ts', catalogue: ['jobs', 'rest'] },
  profile: { source: 'src/features/candidates/pages/public.ts', catalogue: ['jobs', 'rest'] },
  blogPost: { source: 'src/features/content/pages/public.ts', catalogue: ['jobs', 'rest'] },
};

const catalogueSection = (locale: Locale, section: 'public' | LazySection) => `src/i18n/${locale}.json?sections=${section}`;

/** Manifest keys reachable from `roots` through static imports, roots included; unknown keys are skipped. */
function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * `<link rel="modulepreload">` tags for what a route's first render needs beyond the entry (its layout, its page
 * chunk with their imports, the catalogue sections of the visitor's language) and the stylesheets of those chunks,
 * read from the build's Vite manifest (the text of `.vite/manifest.json`, build-snapshot.ts).
 * The browser then fetches them while the entry downloads, instead of after the entry ran and React reached each
 * lazy boundary. Without a manifest (a build without one, the tests' fake dist) there is nothing to add.
 */
export function createRoutePreloads(manifestJson: string | undefined): (route: RouteName, pathname: string, locale: Locale) => string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestJson ?? '') as Manifest;
  } catch {
    return () => '';
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const alreadyLoaded = new Set(entryKey ? staticClosure(manifest, [entryKey]) : []);
  const cache = new Map<string, string>();
  return (route, pathname, locale) => {
    const layout = layoutForPath(pathname);
    const cacheKey = `${route} ${layout} ${locale}`;
    let tags = cache.get(cacheKey);
    if (tags === undefined) {
      const page = PAGE_SOURCES[route];
      const roots = [
        LAYOUT_SOURCES[layout],
        ...(page ? [page.source] : []),
        ...(locale !== 'en' ? [catalogueSection(locale, 'public')] : []),
        ...(page?.catalogue ?? []).map((section) => catalogueSection(locale, section)),
      ];
      const needed = staticClosure(manifest, roots).filter((key) => !alreadyLoaded.has(key));
      // The chunks' stylesheets as <link rel="stylesheet">: Vite's import helper skips a stylesheet the page already
      // links, where it would otherwise add it only once the entry has run and hold the chunk until it has loaded
      // (a third step in the chain: HTML → entry → CSS → render).
      const stylesheets = [...new Set(needed.flatMap((key) => manifest[key]!.css ?? []))].map(
        (file) => `<link rel="stylesheet" href="/${file}">`,
      );
      const modules = needed
        .filter((key) => manifest[key]!.file.endsWith('.js'))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
      tags = [...stylesheets, ...modules].join('\n    ');
      cache.set(cacheKey, tags);
    }
    return tags;
  };
}
