import {
  addQualificationEndpoint,
  editQualificationEndpoint,
  endQualificationEndpoint,
  listQualificationsForMemberEndpoint,
  listQualificationsForOrganisationEndpoint,
  listQualificationsForUnionEndpoint,
} from '@mywru/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { addQualificationAsUnion } from './add-as-union';
import { editQualificationAsUnion } from './edit-as-union';
import { endQualificationAsUnion } from './end-as-union';
import { listQualificationsForMember } from './list-for-member';
import { listQualificationsForOrganisation } from './list-for-organisation';
import { listQualificationsForUnion } from './list-for-union';

/**
 * Qualifications: the member's own (or their child's), an organisation's view of a member's, and
 * the union's back office (area qualifications: Safeguarding Officer, Union Administrator), which
 * lists a person's qualifications (ended ones too), adds, edits and ends one. Every change is
 * audited in its transaction.
 */
const qualificationRoutes: FastifyPluginAsync = async (app) => {
  route(app, listQualificationsForMemberEndpoint, (context, { params }) =>
    listQualificationsForMember(context, params),
  );
  route(app, listQualificationsForOrganisationEndpoint, (context, { params }) =>
    listQualificationsForOrganisation(context, params),
  );
  route(app, listQualificationsForUnionEndpoint, (context, { params }) =>
    listQualificationsForUnion(context, { personId: params.id }),
  );
  route(app, addQualificationEndpoint, (context, { params, body }) =>
    addQualificationAsUnion(context, { personId: params.id, qualification: body }),
  );
  route(app, editQualificationEndpoint, (context, { params, body }) =>
    editQualificationAsUnion(context, {
      personId: params.id,
      qualificationId: params.qualificationId,
      qualification: body,
    }),
  );
  route(app, endQualificationEndpoint, (context, { params }) =>
    endQualificationAsUnion(context, { personId: params.id, qualificationId: params.qualificationId }),
  );
};
export default qualificationRoutes;
