import { jobHref, shareCardPath } from '@fj/shared';
import { locationText } from '../../modules/jobs/jobs.mapper';
import { absoluteUrl } from '../head';
import { cutText, plainText } from '../html';
import { orNotFound } from '../not-found';
import type { PageSources } from '../sources';
import { NOT_FOUND, page, type PageBuilder } from '../types';
import { jobPostingJsonLd } from './job-posting';

/** `/job/{slug}` and its aliases: title, description and JobPosting; the canonical address is always /job/{slug}. */
export function jobPageBuilder(sources: Pick<PageSources, 'jobs'>): PageBuilder {
  return {
    routes: ['job', 'jobDetail', 'jobAlt'],
    async build({ slug = '' }, site) {
      const job = await orNotFound(sources.jobs.detailBySlug(slug, undefined));
      if (!job) return NOT_FOUND;
      const canonicalPath = jobHref(job.slug);
      const where = job.locations.map(locationText).join('; ');
      const lead = `${job.is_active ? '' : 'Closed: '}${job.title} at ${job.employer}${where ? `, ${where}` : ''}.`;
      return page({
        title: `${job.title} – ${job.employer}`,
        description: cutText(`${lead} ${plainText(job.description)}`),
        canonicalPath,
        image: absoluteUrl(site.apiUrl, shareCardPath('job', job.slug)),
        jsonLd: [jobPostingJsonLd(job, absoluteUrl(site.webUrl, canonicalPath), site)],
      });
    },
  };
}
