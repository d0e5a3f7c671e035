import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ar from './ar.json';
import { ROUTE_ELEMENTS } from '../app/route-table';
import { ENUM_FAMILIES } from '../lib/enum-labels';

type Catalogue = { [key: string]: string | Catalogue };

function flatKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

function lookup(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translation catalogues', () => {
  const enKeys = flatKeys(en as Catalogue).sort();
  const arKeys = flatKeys(ar as Catalogue).sort();

  /** `enums.<family>.<value>` of a shared enumeration: English reads the shared label, so only ar.json holds it. */
  const isSharedEnumKey = (key: string) => {
    const [root, family, ...rest] = key.split('.');
    const options = root === 'enums' ? ENUM_FAMILIES[family] : undefined;
    return !!options?.some((option) => String(option.value) === rest.join('.'));
  };

  it('en.json and ar.json have exactly the same keys (shared enumeration labels aside)', () => {
    expect(arKeys.filter((key) => !enKeys.includes(key) && !isSharedEnumKey(key))).toEqual([]);
    expect(enKeys.filter((key) => !arKeys.includes(key))).toEqual([]);
  });

  it('no Arabic entry is left empty', () => {
    expect(arKeys.filter((key) => !String(lookup(ar as Catalogue, key)).trim())).toEqual([]);
  });

  it('every literal key the code asks for exists', () => {
    const root = join(__dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(match[1]);
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:labelKey|titleKey|key): '([a-z]+\.[a-zA-Z0-9_.]+)'/g)) {
        used.add(match[1]);
      }
    }
    expect([...used].filter((key) => typeof lookup(en as Catalogue, key) !== 'string')).toEqual([]);
  });

  it('every "coming soon" route has a translated screen name', () => {
    const realPages = new Set(['home', 'homeAlias', 'catchAll', 'dashboard']);
    const missing = Object.keys(ROUTE_ELEMENTS).filter((name) => {
      if (realPages.has(name) || /^(signin|login|signup|signupNew|registerTest|lostPassword|resetPassword)/.test(name)) {
        return false;
      }
      if (/Dashboard$/.test(name)) return false;
      return typeof lookup(en as Catalogue, `screens.${name}`) !== 'string';
    });
    expect(missing).toEqual([]);
  });
});
