/** The organisation search lives in entities/organisation (New permit's club suggestions use it too). */
export { organisationsQuery, useOrganisations } from '../../../entities/organisation';
