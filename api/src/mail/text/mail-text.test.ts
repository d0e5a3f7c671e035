import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from './index';
import { MAIL_TEXT_EN } from './en';

/** Latin words an Arabic email sentence may hold: the file format (the SPA's allowlist says the same). */
const LATIN_ALLOWED = new Set(['PDF']);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const entries = (catalogue: Record<string, Record<string, string>>) =>
  Object.entries(catalogue).flatMap(([group, texts]) => Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text] as const));

describe('email catalogues', () => {
  const english = new Map(entries(MAIL_TEXT_EN));
  const arabic = new Map(entries(MAIL_TEXTS.ar));

  it('has Arabic for every English key, and no Arabic key English lacks', () => {
    expect([...english.keys()].filter((key) => !arabic.has(key))).toEqual([]);
    expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('writes every Arabic sentence in Arabic, with the same placeholders as the English', () => {
    for (const [key, source] of english) {
      const text = arabic.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(source);
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      const latin = text.replace(/\{\w+\}/g, '').match(/[A-Za-z]+/g) ?? [];
      expect(latin.filter((word) => !LATIN_ALLOWED.has(word)), key).toEqual([]);
      expect(placeholders(text), key).toEqual(placeholders(source));
    }
  });
});
