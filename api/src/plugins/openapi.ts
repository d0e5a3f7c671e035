import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Registers the spec generator first so it sees every route added after it. */
async function openapiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Football Jobs API',
        version: '1.0.0',
        description: 'REST API of the football jobs and careers platform. Errors use { success:false, statusCode, error, message, errors? }.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'fj_…',
            description: 'An API key (docs/api-keys.md), sent as `Authorization: Bearer fj_…`. It acts as its owner, only on operations whose `x-scope` it holds.',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const policy = route.config?.policy;
      const scope = route.config?.scope;
      const transformed = { ...(schema ?? {}) } as Record<string, unknown>;
      if (policy && policy !== 'public') {
        // OpenAPI 3.0 lists scopes only for OAuth; an API key's scope is named by the `x-scope` extension.
        transformed.security = scope ? [{ bearerAuth: [] }, { apiKey: [] }] : [{ bearerAuth: [] }];
        if (scope) transformed['x-scope'] = scope;
        const who = policy === 'authenticated' ? 'any signed-in user' : 'roles' in policy ? `roles: ${policy.roles.join(', ')}` : `permission: ${policy.permission}`;
        const keys = scope ? `API keys with the scope ${scope} may call it.` : 'API keys are refused.';
        transformed.description = [transformed.description, `Access: ${who}.`, keys].filter(Boolean).join(' ');
      } else {
        transformed.description = [transformed.description, 'Access: public.'].filter(Boolean).join(' ');
      }
      return { schema: transformed, url };
    },
  });

  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  app.route({
    method: 'GET',
    url: '/openapi.json',
    config: { policy: 'public', cacheTtl: false },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['auth'] });
