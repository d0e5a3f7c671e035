import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from './en.json';
import ar from './ar.json';
import { ENUM_FAMILIES, enumLabel } from '../lib/enum-labels';
import { unexpectedLatinWords } from './latin-allowlist';

type Catalogue = { [key: string]: string | Catalogue };

function flat(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
}

/** Keys whose Arabic text is rightly the same Latin text: the language switch names each language in its own script. */
const SAME_AS_ENGLISH = new Set(['language.en']);

/** Examples of what to type, shown as typed (an address is Latin letters by rule). */
const EXAMPLES = [/jane-smith-coach/, /\/profile\//];

/** The Latin words of a text once placeholders ({{name}}), markup (<1>) and allowed examples are taken out. */
function latinWords(text: string): string[] {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[a-zA-Z0-9]+\s*\/?>/g, ' ');
  for (const example of EXAMPLES) rest = rest.replace(example, ' ');
  return unexpectedLatinWords(rest);
}

describe('Arabic is complete', () => {
  const arabic = new Map(flat(ar as Catalogue));

  it('every English key has an Arabic text', () => {
    const missing = flat(en as Catalogue)
      .filter(([key]) => !(arabic.get(key) ?? '').trim())
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('no Arabic text is the English text left as it was', () => {
    const untranslated = flat(en as Catalogue)
      .filter(([key, english]) => latinWords(english).length > 0 && arabic.get(key) === english && !SAME_AS_ENGLISH.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('no Arabic text holds Latin words outside the short allowlist', () => {
    const mixed = [...arabic]
      .filter(([key]) => !SAME_AS_ENGLISH.has(key))
      .map(([key, text]) => [key, latinWords(text)] as const)
      .filter(([, words]) => words.length)
      .map(([key, words]) => `${key}: ${words.join(' ')}`);
    expect(mixed).toEqual([]);
  });

  describe('every shared enumeration label', () => {
    beforeAll(async () => {
      await i18next.changeLanguage('ar');
    });
    afterAll(async () => {
      await i18next.changeLanguage('en');
    });

    it('reads in Arabic (catalogue or CLDR), never the English label or Latin letters', () => {
      const t = i18next.getFixedT('ar');
      const untranslated = Object.entries(ENUM_FAMILIES).flatMap(([family, options]) =>
        options
          .map((option) => ({ option, label: enumLabel(t, family, option.value, options) }))
          .filter(({ label }) => !label.trim() || /[A-Za-z]/.test(label))
          .map(({ option, label }) => `${family}.${String(option.value)} (${option.label}) → ${label}`),
      );
      expect(untranslated).toEqual([]);
    });

    it('English reads the shared label', async () => {
      await i18next.changeLanguage('en');
      const t = i18next.getFixedT('en');
      const wrong = Object.entries(ENUM_FAMILIES).flatMap(([family, options]) =>
        options.filter((option) => enumLabel(t, family, option.value, options) !== option.label).map((option) => `${family}.${String(option.value)}`),
      );
      await i18next.changeLanguage('ar');
      expect(wrong).toEqual([]);
    });
  });
});

describe('the header menu', () => {
  it('names every item by a key both catalogues hold (categories by their enumeration keys)', () => {
    const source = readFileSync(join(__dirname, '../../../api/src/modules/content/header-menu.ts'), 'utf8');
    const keys = [...source.matchAll(/labelKey: '([a-zA-Z0-9_.]+)'/g)].map((match) => match[1]);
    expect(keys.length).toBeGreaterThan(10);
    expect(source).toContain("labelKey: enumLabelKey('category'");
    const lookup = (catalogue: Catalogue, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
    expect(keys.filter((key) => typeof lookup(en as Catalogue, key) !== 'string' || typeof lookup(ar as Catalogue, key) !== 'string')).toEqual([]);
  });
});
