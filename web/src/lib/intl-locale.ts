/**
 * The one BCP 47 tag each UI language formats with. English is British (day before month, £); Arabic keeps Western
 * digits (`nu-latn`) so figures read the same in formatted dates and money as in the counts i18next interpolates.
 */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith('ar') ? 'ar-u-nu-latn' : 'en-GB';
}

/** Items joined as the language lists them ('a, b, c' / 'a، b، c'). */
export function formatList(items: readonly string[], language: string | undefined): string {
  return new Intl.ListFormat(intlLocale(language), { style: 'short', type: 'unit' }).format(items);
}
