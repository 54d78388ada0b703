/** What the union's person page composes from qualifications: the person's qualifications (read) and their section. */
export { usePersonQualifications } from './api/person-qualifications';
export { QualificationsSection } from './qualifications-section';
