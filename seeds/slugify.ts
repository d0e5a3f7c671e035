/** URL slug of a name, as the demo data stores profile and organisation slugs. */
export const slugify = (text: string): string =>
  text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
