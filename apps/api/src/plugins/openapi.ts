/** The OpenAPI reference, generated from the zod schemas of the routes, served at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'MyWRU portal API',
          description:
            'The JSON API of the member portal. Browser clients authenticate with the session cookie set by /auth; other clients send a bearer access token from the identity provider. Failures are RFC 9457 problem details.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'mywru_session' },
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
        security: [{ session: [] }, { bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  },
  { name: 'openapi' },
);
