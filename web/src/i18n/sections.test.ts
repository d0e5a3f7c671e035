import { describe, expect, it } from 'vitest';
import en from './en.json';
import ar from './ar.json';
import { JOBS_SECTIONS, PUBLIC_SECTIONS, SECTION_PATHS, selectSections } from './sections';

type Tree = { [key: string]: unknown };

/** Every leaf as `a.b.c` → value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, leaf] of leaves(value as Tree, path)) out.set(inner, leaf);
    } else out.set(path, value);
  }
  return out;
}

const names = (path: string, keys: readonly string[]) => keys.some((key) => key === path || key.startsWith(`${path}.`));

// The build's plugin (vite.config.ts) serves exactly selectSections' sections; under vitest a `?sections=` import is
// the whole file (its module runner loads JSON itself), which component tests are happy with. The budget
// (scripts/lib/bundle-budget.mjs) checks the build: the public half in the entry, the rest off the first load.
describe('catalogue sections (sections.ts)', () => {
  it.each([
    ['en', en as Tree],
    ['ar', ar as Tree],
  ])('%s: the public half, the jobs section and the rest are the whole catalogue, with no key in two', (_name, catalogue) => {
    const all = leaves(catalogue);
    const sections = (['public', 'jobs', 'rest'] as const).map((which) => [...leaves(selectSections(catalogue, which))]);
    const keys = sections.flat().map(([key]) => key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(new Map(sections.flat())).toEqual(all);
  });

  it('no path of one section is, or lies inside or above, a path of another', () => {
    const [publicPaths, jobsPaths] = [SECTION_PATHS.public, SECTION_PATHS.jobs];
    const overlapping = publicPaths.filter((path) => jobsPaths.some((other) => names(path, [other]) || names(other, [path])));
    expect(overlapping).toEqual([]);
  });

  it('every public path names a part of the English catalogue, every jobs path a part of English or Arabic', () => {
    const english = [...leaves(en as Tree).keys()];
    const arabic = [...leaves(ar as Tree).keys()];
    expect(PUBLIC_SECTIONS.filter((path) => !names(path, english))).toEqual([]);
    // English names most enumeration labels in @fj/shared, not in en.json; Arabic names them all.
    expect(JOBS_SECTIONS.filter((path) => !names(path, english) && !names(path, arabic))).toEqual([]);
  });
});
