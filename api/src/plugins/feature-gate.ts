import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { MEMBERSHIPS, type Membership } from '@fj/shared';
import { HttpError } from '../lib/http-error';
import { candidateFeatureKeys, featuresOf, firstTierWith, type CandidateFeature } from '../modules/memberships/tier-features';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The §6 pricing-table row this route sells: a candidate whose membership does not include it gets 402
     * `membership-required` before the body is read (docs/memberships.md "Tier gates").
     */
    feature?: CandidateFeature;
  }
  interface FastifyInstance {
    /** Every gated route with its feature (the feature × tier test walks it). */
    gatedRoutes: { method: string; url: string; feature: CandidateFeature }[];
  }
}

const tierName = (membership: Membership) => MEMBERSHIPS.find((one) => one.value === membership)?.label ?? membership;

export const membershipRequired = (feature: CandidateFeature) => {
  const tier = firstTierWith(feature);
  const reach = tier === 'UNLIMITED' ? 'Unlimited membership' : `${tierName(tier)} membership and above`;
  return new HttpError(402, `This comes with ${reach}. Upgrade your membership to use it.`, undefined, 'membership-required');
};

/**
 * One gate for every row of the pricing table: the caller's membership is read from `users` on each gated request
 * (not from the token), so an upgrade, a downgrade or a lapse takes effect on the very next call.
 */
async function featureGatePlugin(app: FastifyInstance, options: { db: Knex }): Promise<void> {
  const gated: FastifyInstance['gatedRoutes'] = [];
  app.decorate('gatedRoutes', gated);

  app.addHook('onRoute', (route) => {
    const feature = (route.config as { feature?: unknown } | undefined)?.feature;
    if (feature === undefined) return;
    if (!candidateFeatureKeys.includes(feature as CandidateFeature)) throw new Error(`Route ${String(route.method)} ${route.url} names an unknown feature ${String(feature)}`);
    for (const method of [route.method].flat()) gated.push({ method, url: route.url, feature: feature as CandidateFeature });
  });

  // Registered after the auth plugin, so its preParsing hook runs after the caller is known.
  app.addHook('preParsing', async (request) => {
    const feature = request.routeOptions.config.feature;
    if (!feature || !request.actor) return;
    const user: { membership: Membership } | undefined = await options.db('users').where({ id: request.actor.id }).first('membership');
    if (!user || !featuresOf('candidate', user.membership).includes(feature)) throw membershipRequired(feature);
  });
}

export default fp(featureGatePlugin, { name: 'feature-gate', dependencies: ['auth'] });
