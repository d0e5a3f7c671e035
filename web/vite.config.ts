import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { selectSections, type CatalogueSections } from './src/i18n/sections';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm:<package>` for a dependency, the repository-relative path for our own sources. */
function moduleName(id: string): string {
  // A catalogue section keeps its query (`web/src/i18n/en.json?sections=public`), so the budget can tell them apart.
  const clean = id.replace(/\?(?!sections=).*$/, '');
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (inPackage) return `npm:${inPackage[1]}`;
  return path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
}

/**
 * Writes `.vite/chunk-modules.json` (chunk file → the modules inside it) next to Vite's manifest, so the bundle
 * budget (scripts/lib/bundle-budget.mjs) can assert what the first load carries, not only how much.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'fj-chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = [...new Set(output.moduleIds.map(moduleName))].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report, null, 1) });
    },
  };
}

const CATALOGUE_SECTION = /\/src\/i18n\/(en|ar)\.json\?sections=(public|jobs|rest)$/;

/**
 * `import x from './en.json?sections=public'` (or `jobs`, `rest`): one section of a catalogue (src/i18n/sections.ts),
 * so en.json and ar.json stay single files while the entry carries only what the first paint needs.
 */
function catalogueSections(): Plugin {
  return {
    name: 'fj-catalogue-sections',
    // After Vite's own JSON plugin (which turns any `*.json?…` into the whole file): this replaces that module.
    enforce: 'post',
    transform(_code, id) {
      const match = CATALOGUE_SECTION.exec(id);
      if (!match) return null;
      const file = id.replace(/\?.*$/, '');
      this.addWatchFile(file);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      // JSON.parse of a string literal: parsed faster than the same object as a JS literal (V8's advice).
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(selectSections(catalogue, match[2] as CatalogueSections)))});`,
        map: null,
      };
    },
  };
}

const AXIOS_FETCH_ADAPTER_OMITTED = '\0fj-axios-fetch-adapter-omitted';

/**
 * axios's adapter table imports its fetch adapter (≈4 KiB gzip with its stream helpers) although a browser always
 * takes the first adapter in the default order, XHR; the table's entry stays, reporting "not supported" if asked.
 */
function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'fj-axios-without-fetch-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' && importer && /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer) ? AXIOS_FETCH_ADAPTER_OMITTED : null;
    },
    load(id) {
      return id === AXIOS_FETCH_ADAPTER_OMITTED ? 'export const getFetch = () => false;' : null;
    },
  };
}

/**
 * What every public page renders with besides its own chunk (site frame, header data, useQuery): one `site` chunk
 * instead of a dozen small ones that each compress alone. The newsletter form stays its own (WhenNear) chunk.
 */
const PUBLIC_SITE_MODULES =
  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](queryOptions|queryObserver|useBaseQuery|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider|useQuery)\.js$|src[\\/]app[\\/]layouts[\\/]site[\\/](?!Newsletter)|src[\\/]components[\\/](LanguageSwitch|SkipLink|WhenNear)\.tsx$|src[\\/]lib[\\/](hooks[\\/]useCloseAfterNavigation|hooks[\\/]useScrolledPast|intl-locale|format-money)\.ts$|shared[\\/]src[\\/](steps|content)\.ts$|features[\\/]shop[\\/]api[\\/](cart-detail|query-keys|types)\.ts$|features[\\/]content[\\/](api[\\/]header-menu|lib[\\/]useInView)\.ts$/;

/**
 * What the job cards render with (cards, places, logos, enumeration labels): home's below-the-fold lists, the jobs
 * list and the job page all load every one of these, which Rolldown had split into several small chunks because area
 * pages share some of them. One chunk instead: fewer requests on those pages (Lighthouse's mobile simulation pays a
 * round trip per request, six connections at a time). The date helpers and the enumeration lookups many other pages
 * use stay out of it, so those pages do not load the cards.
 */
const JOB_CARD_MODULES =
  /src[\\/]features[\\/]jobs[\\/](components[\\/](JobResults|JobCard|JobPlaces|AppliedMark)\.tsx|api[\\/](job-detail-by-slug|query-keys|read-envelope|my-applied-jobs)\.ts|lib[\\/](job-card-labels|job-links)\.ts|jobs\.css)$|src[\\/]lib[\\/](inline-api|enum-label|organisation-mark)\.ts$|src[\\/]components[\\/](OrganisationLogo\.tsx|organisation-logo\.css)$|shared[\\/]src[\\/]enums[\\/](countries|iso-countries|job-types|salary-currencies)\.ts$/;

export default defineConfig({
  plugins: [axiosWithoutFetchAdapter(), catalogueSections(), react(), chunkModulesReport()],
  // The manifest is what the bundle budget walks (entry → static imports → the home route's lazy chunks).
  // Every browser the SPA supports preloads modules natively, so the polyfill would be dead weight in the entry.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is loaded on every page anyway: one file with the entry, not
            // seven (react, i18next, … split off only because lazy chunks share them). −3 KB gzip on home.
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'site', test: (id) => PUBLIC_SITE_MODULES.test(id), priority: 1 },
            { name: 'job-cards', test: (id) => JOB_CARD_MODULES.test(id), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  preview: { port: Number(process.env.WEB_PORT ?? 3000) },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    // Under CI's 2-core load a test may once lose a race with a lazy chunk (seen: the submit-a-job form test, green
    // alone and in most full runs). One retry in CI only; a test that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
    css: false,
  },
});
