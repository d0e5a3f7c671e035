import { blogAuthorHref } from '@fj/shared';
import { absoluteUrl } from '../head';
import { cutText } from '../html';
import { orNotFound } from '../not-found';
import { profilePageLd } from './profile-page-ld';
import type { PageSources } from '../sources';
import { NOT_FOUND, page, type PageBuilder } from '../types';

/**
 * `/blog/author/{slug}`: the author's name, bio, photo and a schema.org ProfilePage, from the same service as
 * GET /get-blog-author (an unknown author, or one with no live post, is 404).
 */
export function blogAuthorPageBuilder(sources: Pick<PageSources, 'posts'>): PageBuilder {
  return {
    routes: ['blogAuthor'],
    async build({ slug = '' }, site) {
      const author = await orNotFound(sources.posts.authorPage(slug, 0, 1));
      if (!author) return NOT_FOUND;
      const canonicalPath = blogAuthorHref(author.slug);
      const image = author.img ? absoluteUrl(site.apiUrl, author.img) : undefined;
      const description = cutText(author.bio || `Articles by ${author.name} on Football Jobs.`);
      return page({
        title: `${author.name}: articles`,
        description,
        canonicalPath,
        ogType: 'profile',
        image,
        jsonLd: [profilePageLd(site, canonicalPath, { name: author.name, ...(author.bio ? { description: author.bio } : {}), ...(image ? { image } : {}) })],
      });
    },
  };
}
