/** What the union's organisation page composes from organisations: its details and its office holders. */
export { OrganisationDetailsSection } from './union/organisation-details-section';
export { OfficeHoldersSection } from './union/office-holders-section';
