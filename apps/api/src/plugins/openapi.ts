/** The OpenAPI reference, generated from the zod schemas of the routes, served at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The reference's introduction in English and in Welsh (issue 18: the API reference stays usable in
 * either language). The operations keep the spec's English names; what they answer carries both
 * languages where the portal shows a name.
 */
const REFERENCE_DESCRIPTION = [
  'The JSON API of the member portal. Browser clients authenticate with the session cookie set by /auth; other clients send a bearer access token from the identity provider. Failures are RFC 9457 problem details, with a `reason` the client words in its own language.',
  'Names from the lookups (countries, nationalities, roles, organisation types, team templates, weather, grounds) are answered in English and, in the fields ending in `Cy`, in Welsh. A person chooses their language with `PUT /api/person/{id}/language` (`en` or `cy`); it sets the language of the e-mails they receive.',
  '**Cymraeg.** API JSON porth yr aelodau. Mae cleientiaid porwr yn dilysu â chwci’r sesiwn a osodir gan /auth; mae cleientiaid eraill yn anfon tocyn mynediad (bearer) gan y darparwr hunaniaeth. Daw methiannau fel manylion problem RFC 9457, gyda `reason` y mae’r cleient yn ei eirio yn ei iaith ei hun.',
  'Daw enwau o’r rhestrau (gwledydd, cenedligrwydd, rolau, mathau o sefydliad, templedi tîm, tywydd, meysydd) yn Saesneg ac, yn y meysydd sy’n gorffen â `Cy`, yn Gymraeg. Mae person yn dewis ei iaith â `PUT /api/person/{id}/language` (`en` neu `cy`); hi sy’n pennu iaith yr e-byst a gaiff.',
].join('\n\n');

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'MyWRU portal API',
          description: REFERENCE_DESCRIPTION,
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
