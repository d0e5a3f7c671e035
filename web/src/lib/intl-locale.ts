/**
 * The one BCP 47 tag each UI language formats with. English is British (day before month, £); Arabic keeps Western
 * digits (`nu-latn`) so figures read the same in formatted dates and money as in the counts i18next interpolates.
 */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith('ar') ? 'ar-u-nu-latn' : 'en-GB';
}
