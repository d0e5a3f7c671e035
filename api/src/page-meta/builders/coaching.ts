import { coachingCertificateHref, coachingCourseHref } from '@fj/shared';
import { absoluteUrl, SITE_NAME } from '../head';
import { cutText, plainText } from '../html';
import { orNotFound } from '../not-found';
import type { PageSources } from '../sources';
import { NOT_FOUND, page, type PageBuilder, type SiteContext } from '../types';

/** A cover is an upload (`/media/{id}`, served by the API) or an https address; previews need it absolute. */
const coverUrl = (cover: string, site: SiteContext): string | undefined =>
  !cover ? undefined : cover.startsWith('https://') ? cover : cover.startsWith('/media/') ? absoluteUrl(site.apiUrl, cover) : undefined;

const LEVELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

/**
 * `/coaching/course/{slug}`: a published course's title, summary, cover and a schema.org Course with its provider and
 * price, from the same service as GET /coaching/courses/{slug} (an unpublished or unknown course is 404).
 */
export function coachingCoursePageBuilder(sources: Pick<PageSources, 'coaching'>): PageBuilder {
  return {
    routes: ['coachingCourse'],
    async build({ slug = '' }, site) {
      const course = await orNotFound(sources.coaching.catalogue.detail(undefined, slug));
      if (!course) return NOT_FOUND;
      const canonicalPath = coachingCourseHref(course.slug);
      const image = coverUrl(course.coverImage, site);
      const description = cutText(course.summary || plainText(course.description) || `A course by ${course.coach.name} on the Football Jobs Employability Hub.`);
      return page({
        title: `${course.title}: a course by ${course.coach.name}`,
        description,
        canonicalPath,
        image,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: course.title,
            description,
            url: absoluteUrl(site.webUrl, canonicalPath),
            inLanguage: course.language,
            educationalLevel: LEVELS[course.level],
            ...(image ? { image } : {}),
            provider: { '@type': 'Organization', name: SITE_NAME, url: site.webUrl },
            ...(course.rating.count > 0 && course.rating.average !== null
              ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: course.rating.average, ratingCount: course.rating.count, bestRating: 5, worstRating: 1 } }
              : {}),
            offers: course.price
              ? { '@type': 'Offer', category: 'Paid', price: (course.price.listPriceMinor / 100).toFixed(2), priceCurrency: course.price.currency }
              : { '@type': 'Offer', category: 'Free', price: '0', priceCurrency: 'GBP' },
            hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', instructor: { '@type': 'Person', name: course.coach.name } },
          },
        ],
      });
    },
  };
}

/**
 * `/coaching/certificates/{code}`: who completed which course, for a link preview when the learner shares it. Not
 * indexed (a person's record, reachable only by its unguessable code); a code nobody was issued is 404.
 */
export function coachingCertificatePageBuilder(sources: Pick<PageSources, 'coaching'>): PageBuilder {
  return {
    routes: ['coachingCertificate'],
    async build({ code = '' }) {
      const certificate = await orNotFound(sources.coaching.certificate(code));
      if (!certificate) return NOT_FOUND;
      const issued = new Date(certificate.issued).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      return page({
        title: `${certificate.learnerName} completed ${certificate.courseTitle}`,
        description: cutText(`${certificate.learnerName} completed “${certificate.courseTitle}” with ${certificate.coachName} on ${issued}. Certificate verified by ${SITE_NAME}.`),
        canonicalPath: coachingCertificateHref(certificate.code),
        noindex: true,
      });
    },
  };
}
