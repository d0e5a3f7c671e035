import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import { JOBS_SECTIONS, PUBLIC_SECTIONS } from './sections';
import { routeTitleKey } from '../app/route-table';

const SRC = join(__dirname, '..');

/** The jobs list's and the job page's route chunks and layouts: what renders before anything but these sections. */
const ROOTS = ['features/jobs/pages/list.ts', 'features/jobs/pages/detail.ts', 'app/layouts/MainLayout.tsx', 'app/layouts/JobLayout.tsx'];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** Our modules reachable through static imports (a lazy `import()` is not followed: it waits for what it needs). */
function staticGraph(roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
      const target = resolveImport(file, match[1]!);
      if (target) visit(target);
    }
  };
  roots.forEach((root) => visit(join(SRC, root)));
  return [...seen];
}

const inSections = (key: string) =>
  [...PUBLIC_SECTIONS, ...JOBS_SECTIONS].some((path) => key === path || key.startsWith(`${path}.`));

// The jobs list and the job page wait for the catalogue's public half and jobs section only (lazy-named.ts); a key
// they show that lies in the rest would show as its key (docs/web.md, Performance).
describe('the jobs section holds what the jobs list and the job page show', () => {
  const files = staticGraph(ROOTS);

  it('finds the pages\' components', () => {
    const names = files.map((file) => file.slice(SRC.length + 1));
    expect(names).toEqual(expect.arrayContaining(['features/jobs/components/JobDetailView.tsx', 'features/jobs/components/JobFiltersPanel.tsx']));
  });

  it('every literal key their modules ask for is in the public half or the jobs section', () => {
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*['`]([a-zA-Z0-9_.]+)[.'`]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !inSections(key))).toEqual([]);
  });

  it('every enumeration family they name is in the jobs section', () => {
    const families = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\benum(?:Text|LabelOf)\(\s*t,\s*'([a-zA-Z_]+)'/g)) families.add(match[1]!);
    }
    expect(families).toContain('category');
    expect([...families].filter((family) => !inSections(`enums.${family}`))).toEqual([]);
  });

  it('their tab titles are in the public half or the jobs section', () => {
    const keys = (['jobs', 'jobsAlt', 'job', 'jobDetail', 'jobAlt'] as const).map(routeTitleKey);
    expect(keys.filter((key) => key && !inSections(key))).toEqual([]);
    expect(keys.every((key) => key && typeof (en.screens as Record<string, unknown>)[key.replace(/^screens\./, '')] === 'string')).toBe(true);
  });
});
