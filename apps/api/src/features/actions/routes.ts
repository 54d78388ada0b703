import { listActionsEndpoint } from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { listActions } from './list-actions';

/** Actions: what waits for the signed-in person or their children (the dashboard's Actions card). */
const actionRoutes: FastifyPluginAsync = async (app) => {
  route(app, listActionsEndpoint, (context) => listActions(context));
};
export default actionRoutes;
