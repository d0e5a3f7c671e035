import { describe, expect, it } from 'vitest';
import en from './en.json';
import ar from './ar.json';
import { PUBLIC_SECTIONS, selectSections } from './sections';

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

// The build's plugin (vite.config.ts) serves exactly selectSections' halves; under vitest a `?sections=` import is the
// whole file (its module runner loads JSON itself), which component tests are happy with. The budget
// (scripts/lib/bundle-budget.mjs) checks the build: the public half in the entry, the rest off the first load.
describe('catalogue halves (sections.ts)', () => {
  it.each([
    ['en', en as Tree],
    ['ar', ar as Tree],
  ])('%s: the public half and the rest are the whole catalogue, with no key in both', (_name, catalogue) => {
    const all = leaves(catalogue);
    const publicHalf = leaves(selectSections(catalogue, 'public'));
    const rest = leaves(selectSections(catalogue, 'rest'));
    expect([...publicHalf.keys()].filter((key) => rest.has(key))).toEqual([]);
    expect(new Map([...publicHalf, ...rest])).toEqual(all);
  });

  it('every public path names a part of the English catalogue', () => {
    const all = [...leaves(en as Tree).keys()];
    const missing = PUBLIC_SECTIONS.filter((path) => !all.some((key) => key === path || key.startsWith(`${path}.`)));
    expect(missing).toEqual([]);
  });
});
