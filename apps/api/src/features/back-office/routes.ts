import {
  changeUnionSettingsEndpoint,
  getUnionMeEndpoint,
  getUnionSettingsEndpoint,
  getUnionSummaryEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { changeUnionSettings } from './change-settings';
import { getUnionMe } from './get-me';
import { getUnionSettings } from './get-settings';
import { getUnionSummary } from './get-summary';

/**
 * The union back office's entry point: which union roles the signed-in staff member holds and
 * which areas they reach, so the web app shows only those, and what waits for them there (403
 * for anyone without a union role); and the union's settings (area settings: the Union Administrator).
 */
const backOfficeRoutes: FastifyPluginAsync = async (app) => {
  route(app, getUnionMeEndpoint, (context) => getUnionMe(context, { hasOutbox: app.config.hasOutbox }));
  route(app, getUnionSummaryEndpoint, (context) => getUnionSummary(context));
  route(app, getUnionSettingsEndpoint, (context) => getUnionSettings(context));
  route(app, changeUnionSettingsEndpoint, (context, { body }) => changeUnionSettings(context, body));
};
export default backOfficeRoutes;
