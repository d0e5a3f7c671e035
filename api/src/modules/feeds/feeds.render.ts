import { COUNTRIES, EXPERIENCES, JOB_CATEGORIES, JOB_TYPES, QUALIFICATIONS, ROUTES, jobHref, labelOf } from '@fj/shared';
import { htmlToText } from '../candidates/html-to-text';
import { locationText, salaryText } from '../jobs/jobs.mapper';
import type { JobRecord } from '../jobs/jobs.repo';
import { element, rfc822, xmlEscape } from './xml';

/** Public pages listed in the sitemap besides the jobs (no account areas, no per-user pages). */
export const STATIC_SITEMAP_PAGES: readonly string[] = [
  ROUTES.home,
  ROUTES.jobs,
  ROUTES.employersDirectory,
  ROUTES.blog,
  ROUTES.testimonials,
  ROUTES.featuredMembers,
  ROUTES.shop,
  ROUTES.coaching,
  ROUTES.candidatePricing,
  ROUTES.employerPackages,
  ROUTES.contactUs,
  ROUTES.terms,
  ROUTES.privacy,
];

const absolute = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
/** Indeed wants text: tags dropped, entities decoded (the XML escaping happens once, in element()). */
const plainText = (html: string) => htmlToText(html).replace(/\s+/g, ' ').trim();

export function sitemapXml(base: string, jobs: readonly { slug: string; modified_at: Date }[]): string {
  const urls = [
    ...STATIC_SITEMAP_PAGES.map((path) => `<url>${element('loc', absolute(base, path))}</url>`),
    ...jobs.map((job) => `<url>${element('loc', absolute(base, jobHref(job.slug)))}${element('lastmod', new Date(job.modified_at).toISOString())}</url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function rssHeader(base: string, selfUrl: string, buildDate: Date): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n` +
    element('title', 'Football Jobs: latest jobs in football') +
    element('link', absolute(base, ROUTES.jobs)) +
    element('description', 'Active jobs in football: coaching, scouting, medical, media, commercial and more.') +
    element('language', 'en') +
    element('lastBuildDate', rfc822(buildDate)) +
    `<atom:link href="${xmlEscape(selfUrl)}" rel="self" type="application/rss+xml"/>\n`
  );
}

export function rssItem(base: string, job: JobRecord): string {
  const link = absolute(base, jobHref(job.slug));
  const where = job.locations.map(locationText).join('; ');
  const categories = job.categories.map((value) => element('category', labelOf(JOB_CATEGORIES, value) ?? value)).join('');
  return (
    `<item>${element('title', `${job.title} – ${job.employer_name}${where ? ` (${where})` : ''}`)}${element('link', link)}` +
    `<guid isPermaLink="true">${xmlEscape(link)}</guid>${element('pubDate', rfc822(job.post_date))}` +
    `${element('description', job.description)}${categories}</item>\n`
  );
}

export const RSS_FOOTER = '</channel>\n</rss>\n';

export function indeedHeader(base: string, buildDate: Date): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<source>\n${element('publisher', 'Football Jobs')}${element('publisherurl', absolute(base, '/'))}` +
    `${element('lastBuildDate', rfc822(buildDate))}\n`
  );
}

/** One job in the Indeed XML feed format (one <job> per active job). */
export function indeedJob(base: string, job: JobRecord): string {
  const first = job.locations[0];
  return (
    '<job>' +
    element('title', job.title) +
    element('date', rfc822(job.post_date)) +
    element('referencenumber', String(job.id)) +
    element('url', absolute(base, jobHref(job.slug))) +
    element('company', job.employer_name) +
    element('city', first?.city ?? '') +
    element('state', '') +
    element('country', first ? (labelOf(COUNTRIES, first.country) ?? first.country) : '') +
    element('postalcode', '') +
    element('description', plainText(job.description)) +
    element('salary', salaryText(job)) +
    element('education', job.qualifications.map((value) => labelOf(QUALIFICATIONS, value) ?? value).join(', ')) +
    element('jobtype', labelOf(JOB_TYPES, job.job_type) ?? job.job_type) +
    element('category', job.categories.map((value) => labelOf(JOB_CATEGORIES, value) ?? value).join(', ')) +
    element('experience', labelOf(EXPERIENCES, job.experience) ?? '') +
    element('expirationdate', job.end_date) +
    '</job>\n'
  );
}

export const INDEED_FOOTER = '</source>\n';
