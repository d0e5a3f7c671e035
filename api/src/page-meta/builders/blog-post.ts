import { blogHref } from '@fj/shared';
import { absoluteUrl } from '../head';
import { cutText, plainText } from '../html';
import { orNotFound } from '../not-found';
import type { PageSources } from '../sources';
import { NOT_FOUND, page, type PageBuilder } from '../types';

/**
 * `/blog/{slug}`: title, description, cover image and a schema.org BlogPosting, from the same service as
 * GET /get-blog-detail (drafts and scheduled posts are 404; a former slug moves to the current one).
 */
export function blogPostPageBuilder(sources: Pick<PageSources, 'posts'>): PageBuilder {
  return {
    routes: ['blogPost'],
    async build({ slug = '' }, site) {
      const answer = await orNotFound(sources.posts.detail(slug));
      if (!answer) return NOT_FOUND;
      if (answer.kind === 'moved') return { kind: 'moved', path: blogHref(answer.slug) };
      const post = answer.post;
      const canonicalPath = blogHref(post.slug);
      const image = post.img ? absoluteUrl(site.apiUrl, post.img) : undefined;
      const description = cutText(post.seoDescription || post.excerpt || plainText(post.post_content));
      return page({
        title: post.title,
        description,
        canonicalPath,
        ogType: 'article',
        image,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description,
            datePublished: post.postDate,
            url: absoluteUrl(site.webUrl, canonicalPath),
            articleSection: post.category,
            ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
            ...(image ? { image } : {}),
          },
        ],
      });
    },
  };
}
