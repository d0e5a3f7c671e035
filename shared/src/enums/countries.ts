import { ISO_COUNTRIES } from './iso-countries';

/** §3 regions, offered before the countries (e.g. for "based in" and job location filters). */
export const REGIONS = [
  { value: 'world', label: 'World' },
  { value: 'africa', label: 'Africa' },
  { value: 'asia', label: 'Asia' },
  { value: 'europe', label: 'Europe' },
  { value: 'nc-america', label: 'N/C America' },
  { value: 'oceania', label: 'Oceania' },
  { value: 'south-america', label: 'South America' },
] as const;

/** §3 the four UK home nations (they field their own football teams), coded as ISO 3166-2 subdivisions. */
export const UK_HOME_NATIONS = [
  { value: 'gb-eng', label: 'England' },
  { value: 'gb-sct', label: 'Scotland' },
  { value: 'gb-wls', label: 'Wales' },
  { value: 'gb-nir', label: 'Northern Ireland' },
] as const;

export { ISO_COUNTRIES };

/** §3 countries: regions, then the home nations, then every country A–Z. Values are lowercase. */
export const COUNTRIES = [...REGIONS, ...UK_HOME_NATIONS, ...ISO_COUNTRIES] as const;

export type CountryValue = (typeof COUNTRIES)[number]['value'];

const ISO_COUNTRY_VALUES = new Set<string>(ISO_COUNTRIES.map((country) => country.value));

/**
 * A §3 country value as a postal country: ISO 3166-1 codes as they are (upper case), the UK home nations as `GB`
 * with the nation's name as region; regions ('europe' …) are no country (undefined). The single mapping for
 * schema.org PostalAddress on the web server and in the SPA.
 */
export function postalCountryOf(value: string): { country: string; region?: string } | undefined {
  const code = value.toLowerCase();
  if (ISO_COUNTRY_VALUES.has(code)) return { country: code.toUpperCase() };
  const nation = UK_HOME_NATIONS.find((option) => option.value === code);
  return nation ? { country: 'GB', region: nation.label } : undefined;
}
