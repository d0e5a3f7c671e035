import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createPageSources, type PageSources } from '../../page-meta';
import { SITE_NAME } from '../../page-meta/head';
import type { Storage } from '../../storage';
import { createCardCache } from './card-cache';
import { createCardPictures } from './card-pictures';
import { createCardSources } from './card-sources';
import { registerShareCardsRoutes } from './share-cards.routes';
import { createShareCardsService } from './share-cards.service';

export interface ShareCardsModuleDeps {
  db: Knex;
  storage: Storage;
  publicWebUrl: string;
  publicApiUrl: string;
  now: () => Date;
  /** The page builders' services (the same visibility rules as the pages); built here when not given. */
  pages?: PageSources;
}

export function buildShareCardsService(deps: ShareCardsModuleDeps) {
  const pages = deps.pages ?? createPageSources({ db: deps.db, publicWebUrl: deps.publicWebUrl, now: deps.now });
  const sources = createCardSources({ db: deps.db, pages, pictures: createCardPictures(deps.db, deps.storage) });
  const brand = { name: SITE_NAME, host: new URL(deps.publicWebUrl).host };
  return createShareCardsService({ db: deps.db, sources, cache: createCardCache(deps.db), brand, publicWebUrl: deps.publicWebUrl, publicApiUrl: deps.publicApiUrl });
}

export function createShareCardsModule(app: FastifyInstance, deps: ShareCardsModuleDeps): void {
  registerShareCardsRoutes(app, buildShareCardsService(deps));
}
