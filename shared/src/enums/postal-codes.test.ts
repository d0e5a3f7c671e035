import { describe, expect, it } from 'vitest';
import { ISO_COUNTRIES, SALARY_CURRENCIES, SALARY_CURRENCY_ISO_CODES, postalCountryOf } from './index';

describe('postalCountryOf', () => {
  it('gives ISO countries upper case, the home nations as GB with their name, and regions nothing', () => {
    expect(postalCountryOf('br')).toEqual({ country: 'BR' });
    expect(postalCountryOf('gb-eng')).toEqual({ country: 'GB', region: 'England' });
    expect(postalCountryOf('gb-nir')).toEqual({ country: 'GB', region: 'Northern Ireland' });
    expect(postalCountryOf('europe')).toBeUndefined();
    expect(postalCountryOf('zz')).toBeUndefined();
    for (const { value } of ISO_COUNTRIES) expect(postalCountryOf(value)?.country).toBe(value.toUpperCase());
  });
});

describe('SALARY_CURRENCY_ISO_CODES', () => {
  it('names every salary currency but unknown with a currency code Intl accepts', () => {
    for (const { value } of SALARY_CURRENCIES) {
      const code = SALARY_CURRENCY_ISO_CODES[value];
      if (value === 'unknown') expect(code).toBeUndefined();
      else expect(new Intl.NumberFormat('en', { style: 'currency', currency: code! }).resolvedOptions().currency).toBe(code);
    }
  });
});
