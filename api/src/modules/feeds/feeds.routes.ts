import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API, toIsoDate } from '@fj/shared';
import type { JobRecord } from '../jobs/jobs.repo';
import type { FeedsRepo } from './feeds.repo';
import { INDEED_FOOTER, RSS_FOOTER, indeedHeader, indeedJob, rssHeader, rssItem, sitemapXml, STATIC_SITEMAP_PAGES } from './feeds.render';

export interface FeedsRouteDeps {
  feeds: FeedsRepo;
  publicWebUrl: string;
  now: () => Date;
}

/** One sitemap file holds at most 50,000 URLs (sitemaps.org); the newest active jobs fill what the static pages leave. */
const SITEMAP_MAX_URLS = 50_000;
const FEED_CACHE_CONTROL = 'public, max-age=300';

async function* document(header: string, jobs: AsyncGenerator<JobRecord>, render: (job: JobRecord) => string, footer: string) {
  yield header;
  for await (const job of jobs) yield render(job);
  yield footer;
}

const sendXml = (reply: FastifyReply, type: string, body: string | Readable) =>
  reply.header('cache-control', FEED_CACHE_CONTROL).type(`${type}; charset=utf-8`).send(body);

export function registerFeedsRoutes(app: FastifyInstance, deps: FeedsRouteDeps): void {
  const today = () => toIsoDate(deps.now());
  const xmlOnly = { hide: false, tags: ['feeds'] };

  app.route({
    method: 'GET',
    url: API.sitemap,
    // Up to 50,000 URLs: served from the read cache for 5 minutes.
    config: { policy: 'public', cacheTtl: 300 },
    schema: { ...xmlOnly, operationId: 'getSitemap', summary: 'sitemap.xml: public pages and every active job with lastmod' },
    handler: async (_request, reply) => {
      const jobs = await deps.feeds.sitemapJobs(today(), SITEMAP_MAX_URLS - STATIC_SITEMAP_PAGES.length);
      return sendXml(reply, 'application/xml', sitemapXml(deps.publicWebUrl, jobs));
    },
  });

  app.route({
    method: 'GET',
    url: API.jobsRss,
    config: { policy: 'public', cacheTtl: false },
    schema: { ...xmlOnly, operationId: 'getJobsRss', summary: 'RSS 2.0 feed of the active jobs, newest first' },
    handler: async (request, reply) => {
      const self = `${request.protocol}://${request.host}${API.jobsRss}`;
      const body = document(rssHeader(deps.publicWebUrl, self, deps.now()), deps.feeds.activeJobs(today()), (job) => rssItem(deps.publicWebUrl, job), RSS_FOOTER);
      return sendXml(reply, 'application/rss+xml', Readable.from(body));
    },
  });

  app.route({
    method: 'GET',
    url: API.jobsIndeedFeed,
    config: { policy: 'public', cacheTtl: false },
    schema: { ...xmlOnly, operationId: 'getJobsIndeedFeed', summary: 'Indeed-style XML feed of every active job' },
    handler: async (_request, reply) => {
      const body = document(indeedHeader(deps.publicWebUrl, deps.now()), deps.feeds.activeJobs(today()), (job) => indeedJob(deps.publicWebUrl, job), INDEED_FOOTER);
      return sendXml(reply, 'application/xml', Readable.from(body));
    },
  });
}
