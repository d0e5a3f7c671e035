import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale';

describe('localeFromAcceptLanguage', () => {
  it('takes the best weighted language we speak, English otherwise', () => {
    expect(localeFromAcceptLanguage('ar')).toBe('ar');
    expect(localeFromAcceptLanguage('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR, fr;q=0.9, ar;q=0.3')).toBe('ar');
    expect(localeFromAcceptLanguage('en;q=0.2, ar;q=0.7')).toBe('ar');
    expect(localeFromAcceptLanguage('ar;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage('fr, de')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage(';;;,,q=,ar;q=abc')).toBe('ar');
  });
});
