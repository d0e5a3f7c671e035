import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { createThrottle } from '../../lib/throttle';
import { createAdvertsService } from './adverts.service';
import { createContactService } from './contact.service';
import { createFeaturedMembersService } from './featured-members.service';
import { createHomeFiguresService } from './home-figures.service';
import { createNewsletterService } from './newsletter.service';
import { createNewsletterTokens } from './newsletter-tokens';
import { createPagesService } from './pages.service';
import { createPostsRepo } from './posts.repo';
import { createPostsService } from './posts.service';
import { createTestimonialsService } from './testimonials.service';

export interface ContentDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  secret: string;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

export function createContentServices(deps: ContentDeps) {
  const throttle = createThrottle(deps.db, deps.now);
  return {
    posts: createPostsService({ db: deps.db, posts: createPostsRepo(deps.db), now: deps.now }),
    testimonials: createTestimonialsService(deps.db),
    adverts: createAdvertsService(deps.db, deps.now),
    featured: createFeaturedMembersService(deps.db, deps.now),
    pages: createPagesService(deps.db, deps.now),
    home: createHomeFiguresService(deps.db, deps.now),
    contact: createContactService({ db: deps.db, mailer: deps.mailer, throttle, now: deps.now, log: deps.log }),
    newsletter: createNewsletterService({ db: deps.db, mailer: deps.mailer, tokens: createNewsletterTokens(deps.secret), throttle, publicWebUrl: deps.publicWebUrl, now: deps.now }),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
